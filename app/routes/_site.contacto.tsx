import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ContactFormPage } from "../components/contact-form.js";
import { breadcrumbList, seoMeta, siteUrlOf } from "../pages/seo.js";
import { CONTACT_SENT_TAG, type ContactAnswer } from "../pages/contact/contact-form.js";
import { loadContactPage } from "../pages/contact/contact.server.js";
import "../first-visit.js";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(siteUrlOf(matches), {
    title: "Contacto · Rotativa",
    description: "Escriba al equipo de Rotativa: sugerencias, errores en una noticia, periódicos por agregar.",
    path: "/contacto",
    jsonLd: [breadcrumbList(siteUrlOf(matches), [{ name: "Contacto", path: "/contacto" }])],
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const waiting = await context.flash.peek(request);
  return loadContactPage(
    { db: context.db, contact: context.contact, sent: waiting.some((toast) => toast.tag === CONTACT_SENT_TAG) },
    request,
  );
}

/** Without this, a document answer keeps only cookies from the action's headers: Retry-After must reach the reader's browser. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

/**
 * Post/Redirect/Get: a stored message (or the same one sent again from its form, or a post with a
 * certain bot signal, silently dropped) is answered 303 to /contacto with a confirmation toast;
 * anything else shows the form again with the reader's values.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await context.contact.submit(request, context.clientIp);
  switch (outcome.kind) {
    case "stored":
    case "duplicate":
    case "discarded": {
      const setCookie = await context.flash.add(request, {
        kind: "success",
        title: "Mensaje enviado",
        message: "Gracias por escribirnos. Lo leeremos pronto y, si hace falta, le responderemos a su correo.",
        life: 8000,
        tag: CONTACT_SENT_TAG,
      });
      return redirect("/contacto", { status: 303, headers: { "Set-Cookie": setCookie } });
    }
    case "invalid":
      return data<ContactAnswer>({ kind: "invalid", form: outcome.form, errors: outcome.errors }, { status: 400 });
    case "too-fast":
    case "expired":
      return data<ContactAnswer>({ kind: outcome.kind, form: outcome.form }, { status: 400 });
    case "token-used":
      return data<ContactAnswer>({ kind: "token-used", form: outcome.form }, { status: 409 });
    case "rate-limited":
      return data<ContactAnswer>(
        { kind: "rate-limited", form: outcome.form, retryAfterSeconds: outcome.retryAfterSeconds },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    case "unavailable":
      return data<ContactAnswer>(
        { kind: "unavailable", form: outcome.form, retryAfterSeconds: outcome.retryAfterSeconds },
        { status: 503, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    case "forbidden":
      throw new Response(null, { status: 403, statusText: "Envío rechazado: el formulario no se envió desde Rotativa" });
    case "too-large":
      throw new Response(null, { status: 413, statusText: "El mensaje es demasiado grande" });
    case "unsupported":
      throw new Response(null, { status: 400, statusText: "Formato de envío no válido" });
  }
}

/** /contacto: the contact form, working the same with and without JavaScript. */
export default function ContactPage() {
  const navigation = useNavigation();
  return (
    <ContactFormPage
      page={useLoaderData<typeof loader>()}
      answer={useActionData<typeof action>() as ContactAnswer | undefined}
      sending={navigation.state === "submitting" && navigation.formAction === "/contacto"}
    />
  );
}
