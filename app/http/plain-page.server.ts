/*
 * Pages answered before a request reaches Remix (refused writes, oversized requests, failures of
 * the server itself): a complete Spanish document with the specification's '{status} - {message}'
 * title, no scripts and no styles of its own, so that it needs nothing else to be read.
 */
import type { ErrorRequestHandler } from "express";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain HTML page: the title in the specification's form, a paragraph of help, and ways out. */
export function plainPage(
  status: number,
  message: string,
  help: string,
  links: { href: string; text: string }[] = [{ href: "/", text: "Ir a la portada" }],
): string {
  const title = `${status} - ${message}`;
  return (
    `<!DOCTYPE html><html lang="es-CO"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escape(title)}</title><link rel="stylesheet" href="/plain.css"></head><body><main id="contenido">` +
    `<h1>${escape(title)}</h1><p>${escape(help)}</p>` +
    `<p>${links.map((link) => `<a href="${escape(link.href)}">${escape(link.text)}</a>`).join(" · ")}</p></main></body></html>`
  );
}

/** Failures outside Remix (whose own errors render its 500 page): logged once, answered with a plain 500 page. */
export function failedRequests(): ErrorRequestHandler {
  return (error, req, res, _next) => {
    req.log.error({ err: error }, "request failed outside the app");
    if (res.headersSent) return res.destroy();
    res
      .status(500)
      .set("Cache-Control", "no-store")
      .type("html")
      .send(
        plainPage(500, "Internal Server Error", "Algo salió mal de nuestro lado. Ya quedó registrado; inténtelo de nuevo en unos minutos."),
      );
  };
}
