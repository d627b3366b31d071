import { describe, expect, it } from "vitest";
import { absoluteUrl } from "./seo.js";
import { shareLinks } from "./share.server.js";

describe("shareLinks", () => {
  it("gives the page's address under the site's and each service's link, escaped", () => {
    const share = shareLinks("https://rotativa.co/", "/articulos/7", "Paro & cierre");
    expect(share.url).toBe("https://rotativa.co/articulos/7");
    expect(share.title).toBe("Paro & cierre");
    expect(Object.fromEntries(share.targets.map((target) => [target.name, target.href]))).toEqual({
      WhatsApp: "https://wa.me/?text=Paro%20%26%20cierre%20https%3A%2F%2Frotativa.co%2Farticulos%2F7",
      X: "https://x.com/intent/post?text=Paro%20%26%20cierre&url=https%3A%2F%2Frotativa.co%2Farticulos%2F7",
      Facebook: "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Frotativa.co%2Farticulos%2F7",
      Telegram: "https://t.me/share/url?url=https%3A%2F%2Frotativa.co%2Farticulos%2F7&text=Paro%20%26%20cierre",
      Correo: "mailto:?subject=Paro%20%26%20cierre&body=https%3A%2F%2Frotativa.co%2Farticulos%2F7",
    });
  });

  it("gives the same address as the page's canonical link", () => {
    expect(shareLinks("https://example.org", "/departamentos/cauca/hoy", "x").url).toBe(
      absoluteUrl("https://example.org", "/departamentos/cauca/hoy"),
    );
  });
});
