import { useLocation } from "@remix-run/react";
import { type CSSProperties, type MouseEvent, useEffect, useRef, useState } from "react";
import { groupByPosition, mergeToasts, type Toast } from "../../text/toasts.js";
import { DEFAULT_TOAST_POSITION, type ToastPosition } from "../../text/ui-constants.js";

/**
 * The app's one toaster. Toasts come from the server (the flash cookie, read by the root loader)
 * and are rendered in the page, so they are seen without JavaScript too. A toast with a `life`
 * hides itself after that many milliseconds through a CSS animation (which pauses while the
 * pointer or focus is on it, and needs no script); with JavaScript it is then removed. A toast
 * without one stays until closed. The regions are live regions that never take focus.
 */
export function Toaster({ toasts: incoming }: { toasts: Toast[] }) {
  const [toasts, setToasts] = useState<Toast[]>(incoming);
  const seen = useRef(new Set(incoming.map((toast) => toast.id)));
  const location = useLocation();

  // Loader data may repeat toasts already shown (or closed): only new ids are added.
  useEffect(() => {
    const fresh = incoming.filter((toast) => !seen.current.has(toast.id));
    if (fresh.length === 0) return;
    for (const toast of fresh) seen.current.add(toast.id);
    setToasts((current) => mergeToasts(current, fresh));
  }, [incoming]);

  const dismiss = (id: string) => setToasts((current) => current.filter((toast) => toast.id !== id));
  const groups = groupByPosition(toasts);
  // The default region is always there, so toasts that arrive later are announced.
  if (!groups.has(DEFAULT_TOAST_POSITION)) groups.set(DEFAULT_TOAST_POSITION, []);
  // Without JavaScript, "close" reloads the page, which no longer carries the (consumed) toast.
  const here = location.pathname + location.search;

  return (
    <>
      {[...groups.entries()].map(([position, list]) => (
        <ToastRegion key={position} position={position} toasts={list} closeHref={here} onDismiss={dismiss} />
      ))}
    </>
  );
}

function ToastRegion(props: { position: ToastPosition; toasts: Toast[]; closeHref: string; onDismiss(id: string): void }) {
  return (
    // A live region (present before any toast arrives, so arrivals are announced); each toast is a status.
    <div className={`toaster toaster-${props.position}`} aria-live="polite">
      {props.toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} closeHref={props.closeHref} onDismiss={props.onDismiss} />
      ))}
    </div>
  );
}

function ToastItem({ toast, closeHref, onDismiss }: { toast: Toast; closeHref: string; onDismiss(id: string): void }) {
  const style = toast.life ? ({ "--toast-life": `${toast.life}ms` } as CSSProperties) : undefined;
  const close = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onDismiss(toast.id);
  };
  return (
    <div
      className={`toast toast-${toast.kind}${toast.life ? " toast-timed" : ""}`}
      data-toast-id={toast.id}
      role={toast.kind === "error" ? "alert" : "status"}
      style={style}
      // The CSS animation is the timer; when it ends the toast is gone for good.
      onAnimationEnd={(event) => {
        if (event.animationName === "toast-expire") onDismiss(toast.id);
      }}
    >
      <div className="toast-body">
        {toast.title ? <p className="toast-title">{toast.title}</p> : null}
        <p className="toast-message">{toast.message}</p>
      </div>
      <a href={closeHref} className="toast-close" onClick={close} aria-label="Cerrar aviso">
        <span aria-hidden="true">×</span>
      </a>
    </div>
  );
}
