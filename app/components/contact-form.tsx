import { Form, Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import {
  CONTACT_LIMITS,
  CONTACT_REASONS,
  type ContactAnswer,
  type ContactValues,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
} from "../pages/contact/contact-form.js";
import type { ContactPageData } from "../pages/contact/contact.server.js";

const FIELD_IDS: Record<keyof ContactValues, string> = {
  nombre: "contacto-nombre",
  correo: "contacto-correo",
  motivo: "contacto-motivo",
  mensaje: "contacto-mensaje",
  articulo: "contacto-articulo",
  historia: "contacto-historia",
};

function minutesText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? "un minuto" : `${minutes} minutos`;
}

/** The contact page: the confirmation, a refused post's notice, and the form (with the values and token it keeps); works without JavaScript. */
export function ContactFormPage({ page, answer, sending }: { page: ContactPageData; answer: ContactAnswer | undefined; sending: boolean }) {
  const summary = useRef<HTMLDivElement>(null);
  const values = answer?.form.values;
  const errors = answer?.kind === "invalid" ? answer.errors : {};
  const errorList = Object.entries(errors) as [keyof ContactValues, string][];
  // A form shown again keeps its token, and so the time it was first shown (the minimum fill time counts from there).
  const token = answer ? answer.form.formToken : page.formToken;
  // The post went to /contacto without the query string: the answer names the article the form came with.
  const article = answer ? answer.form.article : page.article;
  const articleId = values ? values.articulo : page.article ? String(page.article.id) : "";
  const story = answer ? answer.form.story : page.story;
  const storyId = values ? values.historia : page.story ? String(page.story.id) : "";

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
          ) : answer.kind === "too-fast" ? (
            <>
              <h2 id="contacto-problema">Revise su mensaje y envíelo de nuevo</h2>
              <p>
                Su mensaje llegó apenas un instante después de abrir el formulario, como llegan los envíos automáticos, y por eso todavía no
                lo guardamos. Su texto sigue aquí: revíselo y pulse «Enviar mensaje» otra vez.
              </p>
            </>
          ) : answer.kind === "token-used" ? (
            <>
              <h2 id="contacto-problema">Este formulario ya envió un mensaje</h2>
              <p>
                Ya recibimos otro mensaje enviado desde este formulario, así que no guardamos este. Su texto sigue aquí: si quiere enviarlo
                también, revíselo y envíelo de nuevo.
              </p>
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
        {article && articleId === String(article.id) ? (
          <p className="contact-article">
            Sobre la noticia: <Link to={`/articulos/${article.id}`}>{article.title}</Link>
          </p>
        ) : null}
        <input type="hidden" name="articulo" value={articleId} />
        {story && storyId === String(story.id) ? (
          <p className="contact-article">
            Sobre la historia: <Link to={`/historias/${story.id}`}>{story.title}</Link>. Cuéntenos qué versión no es la misma noticia.
          </p>
        ) : null}
        <input type="hidden" name="historia" value={storyId} />
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
