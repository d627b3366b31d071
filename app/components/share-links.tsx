import { useEffect, useState } from "react";
import type { ShareData } from "../pages/share.server.js";

/**
 * "Compartir": links to WhatsApp, X, Facebook, Telegram and e-mail and the address to copy, which
 * work without JavaScript; with it, the device's own share sheet (Web Share API) where there is one
 * and a button that copies the address. The loader builds the addresses (`shareLinks`,
 * app/pages/share.server.ts); `what` names the page in the share button ("esta noticia").
 */
export function ShareLinks({ share: { url, title, targets }, what = "esta noticia" }: { share: ShareData; what?: string }) {
  const [canShare, setCanShare] = useState(false);
  const [canCopy, setCanCopy] = useState(false);
  const [status, setStatus] = useState("");
  useEffect(() => {
    setCanShare(typeof navigator.share === "function");
    setCanCopy(typeof navigator.clipboard?.writeText === "function");
  }, []);
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
