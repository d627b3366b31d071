import { describe, expect, it } from "vitest";
import { canonicalizeUrl, isHttpUrl, resolveHttpUrl } from "./url.js";

describe("canonicalizeUrl", () => {
  it.each<[string, string | null, string | null]>([
    ["https://www.eltiempo.com/politica/nota-123", null, "https://www.eltiempo.com/politica/nota-123"],
    ["  https://x.co/a  ", null, "https://x.co/a"],
    ["HTTPS://WWW.X.CO:443/A/B?c=1", null, "https://www.x.co/A/B?c=1"],
    ["http://x.co:80/a", null, "http://x.co/a"],
    ["http://x.co:8080/a", null, "http://x.co:8080/a"],
    ["https://x.co/a#comentarios", null, "https://x.co/a"],
    ["https://x.co/#!/noticia/5", null, "https://x.co/#!/noticia/5"],
    ["https://x.co/a?utm_source=rss&utm_medium=feed&utm_campaign=x", null, "https://x.co/a"],
    ["https://x.co/a?id=5&utm_source=rss&page=2", null, "https://x.co/a?id=5&page=2"],
    ["https://x.co/a?p=48213&fbclid=IwAR0&gclid=abc&dclid=d&msclkid=m", null, "https://x.co/a?p=48213"],
    ["https://x.co/a?mc_cid=1&mc_eid=2&mc_tc=3&_ga=2.1&igshid=x&ref_src=twsrc", null, "https://x.co/a"],
    ["https://x.co/a?yclid=1&spm=a.b&ocid=msn&cmpid=rss&__twitter_impression=true&WT.mc_id=x", null, "https://x.co/a"],
    ["https://x.co/a?UTM_SOURCE=X&Id=3", null, "https://x.co/a?Id=3"],
    ["https://x.co/a?", null, "https://x.co/a"],
    ["https://x.co/a?&&", null, "https://x.co/a"],
    ["https://x.co/a?b=2&a=1", null, "https://x.co/a?b=2&a=1"],
    ["https://x.co/%7Euser/%41rt%C3%ADculo?q=%7e%2f", null, "https://x.co/~user/Art%C3%ADculo?q=~%2F"],
    ["https://x.co/a?x=1&amp;y=2", null, "https://x.co/a?x=1&y=2"],
    ["https://x.co/a?x=1&#038;y=2", null, "https://x.co/a?x=1&y=2"],
    ["/noticias/nota?utm_source=x", "https://x.co/feed/", "https://x.co/noticias/nota"],
    ["nota.html", "https://x.co/blog/", "https://x.co/blog/nota.html"],
    ["../otra.html", "https://x.co/blog/posts/", "https://x.co/blog/otra.html"],
    ["//cdn.x.co/a", "https://x.co/feed", "https://cdn.x.co/a"],
    ["www.x.co/nota", null, "http://www.x.co/nota"],
    ["https://usuario:clave@x.co/a", null, "https://x.co/a"],
    ["https://x.co./a", null, "https://x.co/a"],
    ["https://bücher.example/a", null, "https://xn--bcher-kva.example/a"],
    ["https://x.co/a b", null, "https://x.co/a%20b"],
    ["javascript:alert(1)", "https://x.co/", null],
    ["JavaScript:alert(1)", null, null],
    ["data:text/html;base64,PHA+", null, null],
    ["mailto:redaccion@x.co", null, null],
    ["ftp://x.co/a", null, null],
    ["tel:+5712345", null, null],
    ["/relativa-sin-base", null, null],
    ["", null, null],
    ["http://", null, null],
    ["https://x.co/a", "not a url", "https://x.co/a"],
    ["relativa", "ftp://x.co/", null],
  ])("%j (base %j) → %j", (raw, base, expected) => {
    expect(canonicalizeUrl(raw, base)).toBe(expected);
  });

  it("keeps meaningful parameters such as id, p and page", () => {
    expect(canonicalizeUrl("https://x.co/index.php?id=7&p=3&page=2&ref=home")).toBe("https://x.co/index.php?id=7&p=3&page=2&ref=home");
  });

  it("is idempotent", () => {
    for (const raw of [
      "HTTPS://X.CO:443/%7Ea/./b/../c?utm_source=1&b=%2f#x",
      "https://x.co/%2e%2e/a",
      "https://x.co/a?%75tm_source=x&k=v",
      "https://x.co/a?x=%zz",
      "https://x.co/#!/ruta?utm_source=x",
    ]) {
      const once = canonicalizeUrl(raw);
      expect(once).not.toBeNull();
      expect(canonicalizeUrl(once as string)).toBe(once);
    }
  });

  it("rejects absurdly long URLs", () => {
    expect(canonicalizeUrl(`https://x.co/${"a".repeat(5000)}`)).toBeNull();
  });
});

describe("resolveHttpUrl", () => {
  it("resolves and checks the scheme but keeps every parameter an image CDN needs", () => {
    expect(resolveHttpUrl("/resizer/abc=/1200x675/foto.jpg?auth=5f1&width=1200&utm_source=x", "https://x.co/feed")).toBe(
      "https://x.co/resizer/abc=/1200x675/foto.jpg?auth=5f1&width=1200&utm_source=x",
    );
    expect(resolveHttpUrl("data:image/gif;base64,R0lG", "https://x.co/")).toBeNull();
    expect(resolveHttpUrl(null)).toBeNull();
  });
});

describe("isHttpUrl", () => {
  it("recognises absolute http(s) URLs only", () => {
    expect(isHttpUrl("https://x.co/a")).toBe(true);
    expect(isHttpUrl(" http://x.co")).toBe(true);
    expect(isHttpUrl("tag:x.co,2021:1")).toBe(false);
    expect(isHttpUrl("/a")).toBe(false);
    expect(isHttpUrl(null)).toBe(false);
  });
});
