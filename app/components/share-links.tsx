import { useRouteLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";

/** The absolute address of a page of the site, from the root's SITE_URL. */
function useAbsoluteUrl(path: string): string {
  const root = useRouteLoaderData("root") as { siteUrl?: string } | undefined;
  const base = (root?.siteUrl ?? "").replace(/\/+$/, "");
  return `${base}${path}`;
}

/**
 * "Compartir": links to WhatsApp, X, Facebook, Telegram and e-mail and the address to copy, which
 * work without JavaScript; with it, the device's own share sheet (Web Share API) where there is one
 * and a button that copies the address. `what` names the page in the share button ("esta noticia").
 */
export function ShareLinks({ path, title, what = "esta noticia" }: { path: string; title: string; what?: string }) {
  const url = useAbsoluteUrl(path);
  const [canShare, setCanShare] = useState(false);
  const [canCopy, setCanCopy] = useState(false);
  const [status, setStatus] = useState("");
  useEffect(() => {
    setCanShare(typeof navigator.share === "function");
    setCanCopy(typeof navigator.clipboard?.writeText === "function");
  }, []);
  const text = encodeURIComponent(title);
  const link = encodeURIComponent(url);
  const targets = [
    { name: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { name: "X", href: `https://x.com/intent/post?text=${text}&url=${link}` },
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
    { name: "Telegram", href: `https://t.me/share/url?url=${link}&text=${text}` },
    { name: "Correo", href: `mailto:?subject=${text}&body=${link}` },
  ];
  async function share() {
    try {
      await navigator.share({ title, url });
    } catch {
      // The reader closed the share sheet: nothing to say.
    }
  }
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus("Enlace copiado.");
    } catch {
      setStatus("No se pudo copiar: seleccione el enlace y cópielo.");
    }
  }
  return (
    <section className="share" aria-labelledby="compartir">
      <h2 id="compartir">Compartir</h2>
      {canShare ? (
        <p>
          <button type="button" className="share-button" onClick={share}>
            Compartir {what}…
          </button>
        </p>
      ) : null}
      <ul className="share-targets">
        {targets.map((target) => (
          <li key={target.name}>
            <a href={target.href} rel="noopener noreferrer" target={target.name === "Correo" ? undefined : "_blank"}>
              {target.name}
              {target.name === "Correo" ? null : <span className="visually-hidden"> (se abre en otra pestaña)</span>}
            </a>
          </li>
        ))}
      </ul>
      <div className="share-copy">
        <label htmlFor="enlace-noticia">Enlace para copiar</label>
        <div className="search-row">
          <input id="enlace-noticia" type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          {canCopy ? (
            <button type="button" onClick={copy}>
              Copiar
            </button>
          ) : null}
        </div>
        <p className="share-status" role="status">
          {status}
        </p>
      </div>
    </section>
  );
}
