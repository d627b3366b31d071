import { absoluteUrl } from "./seo.js";

/** A page's "Compartir" box as the loader writes it: the address to copy and each service's link. */
export interface ShareData {
  /** The page's absolute address. */
  url: string;
  /** What the share sheet and the services' posts call the page. */
  title: string;
  targets: { name: string; href: string }[];
}

/**
 * The links to WhatsApp, X, Facebook, Telegram and e-mail for a page of the site, built by its
 * loader so that the browser receives finished addresses (app/components/share-links.tsx).
 */
export function shareLinks(siteUrl: string, path: string, title: string): ShareData {
  const url = absoluteUrl(siteUrl, path);
  const text = encodeURIComponent(title);
  const link = encodeURIComponent(url);
  return {
    url,
    title,
    targets: [
      { name: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
      { name: "X", href: `https://x.com/intent/post?text=${text}&url=${link}` },
      { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
      { name: "Telegram", href: `https://t.me/share/url?url=${link}&text=${text}` },
      { name: "Correo", href: `mailto:?subject=${text}&body=${link}` },
    ],
  };
}
