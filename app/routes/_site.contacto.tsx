import { type ActionFunctionArgs, data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { breadcrumbList, seoMeta, siteUrlOf } from "~/lib/seo";
import {
  CONTACT_LIMITS,
  CONTACT_REASONS,
  CONTACT_SENT_TAG,
  type ContactErrors,
  type ContactValues,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
} from "~/lib/contact";
import { loadContactPage } from "~/lib/contact.server";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(siteUrlOf(matches), {
    title: "Contacto · Rotativa",
    description: "Escriba al equipo de Rotativa: sugerencias, errores en una noticia, periódicos por agregar.",
    path: "/contacto",
    jsonLd: [breadcrumbList(siteUrlOf(matches), [{ name: "Contacto", path: "/contacto" }])],
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const waiting = await context.flash.peek(request);
  return loadContactPage({ db: context.db, contact: context.contact, sent: waiting.some((toast) => toast.tag === CONTACT_SENT_TAG) }, request);
}

/** Without this, a document answer keeps only cookies from the action's headers: Retry-After must reach the reader's browser. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

/** What the action sends back when the form is shown again. */
type ActionData =
  | { kind: "invalid"; values: ContactValues; errors: ContactErrors }
  | { kind: "expired"; values: ContactValues; formToken: string }
  | { kind: "rate-limited"; values: ContactValues; retryAfterSeconds: number }
  | { kind: "unavailable"; values: ContactValues; retryAfterSeconds: number };

/**
 * Post/Redirect/Get: a stored message (or a bot's, silently dropped) is answered 303 to /contacto
 * with a confirmation toast; anything else shows the form again with the reader's values.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await context.contact.submit(request, context.clientIp);
  switch (outcome.kind) {
    case "stored":
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
      return data<ActionData>({ kind: "invalid", values: outcome.values, errors: outcome.errors }, { status: 400 });
    case "expired":
      return data<ActionData>({ kind: "expired", values: outcome.values, formToken: context.contact.formToken() }, { status: 400 });
    case "rate-limited":
      return data<ActionData>(
        { kind: "rate-limited", values: outcome.values, retryAfterSeconds: outcome.retryAfterSeconds },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    case "unavailable":
      return data<ActionData>(
        { kind: "unavailable", values: outcome.values, retryAfterSeconds: outcome.retryAfterSeconds },
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

const FIELD_IDS: Record<keyof ContactValues, string> = {
  nombre: "contacto-nombre",
  correo: "contacto-correo",
  motivo: "contacto-motivo",
  mensaje: "contacto-mensaje",
  articulo: "contacto-articulo",
};

function minutesText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? "un minuto" : `${minutes} minutos`;
}

/** /contacto: the contact form, working the same with and without JavaScript. */
export default function ContactPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ActionData | undefined;
  const navigation = useNavigation();
  const summary = useRef<HTMLDivElement>(null);
  const values = answer?.values;
  const errors = answer?.kind === "invalid" ? answer.errors : {};
  const errorList = Object.entries(errors) as [keyof ContactValues, string][];
  const token = answer?.kind === "expired" ? answer.formToken : page.formToken;
  const articleId = values ? values.articulo : page.article ? String(page.article.id) : "";
  const sending = navigation.state === "submitting" && navigation.formAction === "/contacto";

  // After a refused post (with JavaScript), take the reader to the list of what to fix.
  useEffect(() => {
    if (answer) summary.current?.focus();
  }, [answer]);

  const describedBy = (field: keyof ContactValues, hint?: string) =>
    [hint, errors[field] ? `${FIELD_IDS[field]}-error` : null].filter(Boolean).join(" ") || undefined;
  const fieldError = (field: keyof ContactValues) =>
    errors[field] ? (
      <span id={`${FIELD_IDS[field]}-error`} className="field-error">
        {errors[field]}
      </span>
    ) : null;

  return (
    <>
      <div className="page-heading">
        <h1>Contacto</h1>
        <p className="page-description">
          Escríbanos para sugerir un periódico, avisar de un error en una noticia o hacer una consulta de prensa.
        </p>
      </div>

      {page.sent && !answer ? (
        <div className="notice notice-success" role="status">
          <h2>Recibimos su mensaje</h2>
          <p>Gracias por escribirnos. Lo leeremos pronto y, si hace falta, le responderemos a su correo.</p>
        </div>
      ) : null}

      {answer ? (
        <div ref={summary} tabIndex={-1} className="notice notice-error" role="alert" aria-labelledby="contacto-problema">
          {answer.kind === "invalid" ? (
            <>
              <h2 id="contacto-problema">Revise el formulario</h2>
              <ul>
                {errorList.map(([field, message]) => (
                  <li key={field}>
                    <a href={`#${FIELD_IDS[field]}`}>{message}</a>
                  </li>
                ))}
              </ul>
            </>
          ) : answer.kind === "expired" ? (
            <>
              <h2 id="contacto-problema">El formulario estuvo abierto mucho tiempo</h2>
              <p>Por seguridad no lo enviamos. Su texto sigue aquí: revíselo y envíelo de nuevo.</p>
            </>
          ) : answer.kind === "unavailable" ? (
            <>
              <h2 id="contacto-problema">No pudimos guardar su mensaje</h2>
              <p>
                Tenemos un problema técnico y su mensaje no quedó guardado. Su texto sigue aquí: inténtelo de nuevo en{" "}
                {minutesText(answer.retryAfterSeconds)}.
              </p>
            </>
          ) : (
            <>
              <h2 id="contacto-problema">Demasiados mensajes seguidos</h2>
              <p>
                Ya recibimos varios mensajes desde su conexión. Podrá escribirnos de nuevo en {minutesText(answer.retryAfterSeconds)}; su
                texto sigue aquí.
              </p>
            </>
          )}
        </div>
      ) : null}

      {/* A new form (and token) after every message sent, so the fields start empty again. */}
      <Form method="post" action="/contacto" noValidate className="contact-form" key={page.formToken}>
        <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />
        <div className="field">
          <label htmlFor={FIELD_IDS.nombre}>Nombre</label>
          <input
            id={FIELD_IDS.nombre}
            type="text"
            name="nombre"
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.nameMax}
            defaultValue={values?.nombre ?? ""}
            aria-invalid={errors.nombre ? true : undefined}
            aria-describedby={describedBy("nombre")}
          />
          {fieldError("nombre")}
        </div>
        <div className="field">
          <label htmlFor={FIELD_IDS.correo}>Correo electrónico</label>
          <input
            id={FIELD_IDS.correo}
            type="email"
            name="correo"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={CONTACT_LIMITS.emailMax}
            defaultValue={values?.correo ?? ""}
            aria-invalid={errors.correo ? true : undefined}
            aria-describedby={describedBy("correo", "contacto-correo-ayuda")}
          />
          <span id="contacto-correo-ayuda" className="field-hint">
            Solo para responderle. No lo publicamos ni lo compartimos.
          </span>
          {fieldError("correo")}
        </div>
        <div className="field">
          <label htmlFor={FIELD_IDS.motivo}>Motivo</label>
          <select
            id={FIELD_IDS.motivo}
            name="motivo"
            required
            defaultValue={values?.motivo ?? page.reason ?? ""}
            aria-invalid={errors.motivo ? true : undefined}
            aria-describedby={describedBy("motivo")}
          >
            <option value="" disabled>
              Elija un motivo
            </option>
            {CONTACT_REASONS.map((reason) => (
              <option key={reason.value} value={reason.value}>
                {reason.label}
              </option>
            ))}
          </select>
          {fieldError("motivo")}
        </div>
        {page.article && articleId === String(page.article.id) ? (
          <p className="contact-article">
            Sobre la noticia: <Link to={`/articulos/${page.article.id}`}>{page.article.title}</Link>
          </p>
        ) : null}
        <input type="hidden" name="articulo" value={articleId} />
        <div className="field">
          <label htmlFor={FIELD_IDS.mensaje}>Mensaje</label>
          <textarea
            id={FIELD_IDS.mensaje}
            name="mensaje"
            rows={8}
            required
            maxLength={CONTACT_LIMITS.messageMax}
            defaultValue={values?.mensaje ?? ""}
            aria-invalid={errors.mensaje ? true : undefined}
            aria-describedby={describedBy("mensaje", "contacto-mensaje-ayuda")}
          />
          <span id="contacto-mensaje-ayuda" className="field-hint">
            Entre {CONTACT_LIMITS.messageMin} y {CONTACT_LIMITS.messageMax.toLocaleString("es-CO")} caracteres.
          </span>
          {fieldError("mensaje")}
        </div>
        {/* People never see this field; bots that fill every field do, and their message is dropped. */}
        <div className="hp">
          <label htmlFor="contacto-sitio">No llene este campo</label>
          <input id="contacto-sitio" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <p>
          <button type="submit" className="primary-button" disabled={sending}>
            {sending ? "Enviando…" : "Enviar mensaje"}
          </button>
        </p>
      </Form>
    </>
  );
}
