/** What an error page shows: the status, the specification's message and the document title. */
export interface ErrorDescription {
  status: number;
  message: string;
  title: string;
}

interface RouteErrorLike {
  status: number;
  statusText?: string;
}

function isRouteErrorLike(error: unknown): error is RouteErrorLike {
  return typeof error === "object" && error !== null && typeof (error as RouteErrorLike).status === "number";
}

/**
 * Turns whatever a route threw into the specification's wording. A 404 on a document request is
 * fatal ('Page Not Found: {path}'); met during a client-side navigation it is the non-fatal
 * variant ('Page not found: {path}'). Anything that is not a deliberate HTTP answer is a 500
 * whose text never reveals the error itself. The title falls back to '{status} - {message}'.
 */
export function describeError(error: unknown, pathname: string, duringNavigation: boolean): ErrorDescription {
  let status = 500;
  let message = "Internal Server Error";
  if (isRouteErrorLike(error) && error.status >= 400 && error.status < 600) {
    status = error.status;
    if (status === 404) {
      message = duringNavigation ? `Page not found: ${pathname}` : `Page Not Found: ${pathname}`;
    } else if (status !== 500) {
      message = error.statusText || STATUS_TEXT[status] || "Error";
    }
  }
  return { status, message, title: `${status} - ${message}` };
}

const STATUS_TEXT: Record<number, string> = {
  400: "Bad Request",
  403: "Forbidden",
  405: "Method Not Allowed",
  413: "Payload Too Large",
  429: "Too Many Requests",
  503: "Service Unavailable",
};

/**
 * Spanish help a reader sees under the error's title. "chunk" is the page's code failing to load
 * in the browser twice in a row (a connection problem or a deployment in progress).
 */
export function errorHelp(status: number, reason?: "chunk"): string {
  if (reason === "chunk") {
    return "No pudimos cargar esta página. Puede que su conexión haya fallado o que estemos publicando una versión nueva del sitio: inténtelo de nuevo en unos segundos.";
  }
  if (status === 404) return "No encontramos esta página. Puede que la dirección esté mal escrita o que la noticia ya no exista.";
  if (status === 429) return "Hizo demasiadas solicitudes seguidas. Espere un momento y vuelva a intentarlo.";
  if (status === 503)
    return "Hay mucha actividad en este momento y no pudimos atender esta solicitud. Vuelva a intentarlo en unos segundos; la portada y las noticias siguen disponibles.";
  if (status >= 400 && status < 500) return "La solicitud no es válida. Revise la dirección e inténtelo de nuevo.";
  return "Algo salió mal de nuestro lado. Ya quedó registrado; inténtelo de nuevo en unos minutos.";
}
