/*
 * Pages answered without Remix's layout (refused writes, oversized requests, failures of the
 * server itself, a refused form action): a complete Spanish document with the specification's
 * '{status} - {message}' title, no scripts and only the plain stylesheet, so that it needs
 * nothing else to be read.
 */

/** Text made safe for HTML, in element content and in quoted attributes. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A plain HTML page: the title in the specification's form, a paragraph of help, the reasons
 * (a list, when there are any) and ways out. `noindex` keeps it out of search engines.
 */
export function plainPage(
  status: number,
  message: string,
  help: string,
  links: { href: string; text: string }[] = [{ href: "/", text: "Ir a la portada" }],
  options: { reasons?: readonly string[]; noindex?: boolean } = {},
): string {
  const title = `${status} - ${message}`;
  const reasons = options.reasons?.length ? `<ul>${options.reasons.map((reason) => `<li>${escapeHtml(reason)}</li>`).join("")}</ul>` : "";
  return (
    `<!DOCTYPE html><html lang="es-CO"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    (options.noindex ? `<meta name="robots" content="noindex">` : "") +
    `<title>${escapeHtml(title)}</title><link rel="stylesheet" href="/plain.css"></head><body><main id="contenido">` +
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(help)}</p>${reasons}` +
    `<p>${links.map((link) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>`).join(" · ")}</p></main></body></html>`
  );
}
