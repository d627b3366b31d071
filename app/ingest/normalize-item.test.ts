import { describe, expect, it } from "vitest";
import { normalizeItem } from "./normalize-item.js";
import type { FeedText, NormalizedItem, ParsedItem } from "./types.js";

const fetchedAt = Date.UTC(2021, 6, 14, 16, 0, 0);
const context = { feedUrl: "https://www.periodico.example.com/feed/", fetchedAt };

/** Text fields written as the HTML a feed's description holds. */
type ItemOverrides = Omit<Partial<ParsedItem>, "title" | "summary" | "content"> & {
  title?: string | null;
  summary?: string | null;
  content?: string | null;
};

const html = (value: string | null | undefined): FeedText | null => (typeof value === "string" ? { type: "html", value } : null);

function item(overrides: ItemOverrides = {}): ParsedItem {
  const { title = "Título", summary = null, content = null, ...rest } = overrides;
  return {
    guid: null,
    guidIsPermaLink: false,
    link: "https://www.periodico.example.com/nota-1",
    origLink: null,
    base: null,
    published: null,
    updated: null,
    author: null,
    inheritedAuthor: null,
    images: [],
    categories: [],
    complete: true,
    ...rest,
    title: html(title),
    summary: html(summary),
    content: html(content),
  };
}

function accepted(result: ReturnType<typeof normalizeItem>): NormalizedItem {
  if (result.article === null) throw new Error(`skipped: ${result.skip}`);
  return result.article;
}

describe("normalizeItem", () => {
  it("cleans a typical WordPress item", () => {
    const result = accepted(
      normalizeItem(
        item({
          guid: "  https://www.periodico.example.com/?p=123  ",
          link: "https://www.periodico.example.com/2021/07/14/nota/?utm_source=rss&utm_medium=rss",
          title: "Gobernaci&oacute;n anuncia <em>inversi&oacute;n</em>",
          summary:
            "<p>Los recursos llegar&aacute;n a 14 municipios [&#8230;]</p><p>La entrada <a href='x'>Gobernación anuncia</a> se publicó primero en <a href='y'>El Periódico</a>.</p>",
          published: "Wed, 14 Jul 2021 15:30:00 +0000",
          author: "María Muñoz",
          categories: ["Regionales", "regionales", " Cauca ", "Uncategorized", ""],
        }),
        context,
      ),
    );
    expect(result).toEqual({
      guid: "https://www.periodico.example.com/?p=123",
      url: "https://www.periodico.example.com/2021/07/14/nota/",
      fragment: null,
      title: "Gobernación anuncia inversión",
      summary: "Los recursos llegarán a 14 municipios…",
      publishedAt: Date.UTC(2021, 6, 14, 15, 30),
      publishedAtFromFeed: true,
      updatedAt: null,
      author: "María Muñoz",
      imageUrl: null,
      categories: ["Regionales", "Cauca"],
    });
  });

  it("rejects items without a usable link", () => {
    expect(normalizeItem(item({ link: null }), context)).toMatchObject({
      article: null,
      skip: "no-address",
      item: { url: null, title: "Título" },
    });
    expect(normalizeItem(item({ link: "javascript:void(0)" }), context)).toMatchObject({ article: null, skip: "no-address" });
    expect(normalizeItem(item({ link: null, guid: "tag:x,2021:1" }), context)).toMatchObject({
      article: null,
      skip: "no-address",
      item: { guid: "tag:x,2021:1" },
    });
  });

  it("keeps an anchor in the address the reader follows, and apart for identity; tracking fragments go from what is stored", () => {
    const anchored = normalizeItem(item({ link: "https://blog.example.com/notas#seccion-2" }), context);
    expect(anchored.item.url).toBe("https://blog.example.com/notas#seccion-2");
    expect(anchored.article).toMatchObject({ url: "https://blog.example.com/notas", fragment: "#seccion-2" });
    for (const tracking of ["#?ref=rss", "#tk.rss_all", "#xtor=RSS-3", "#utm_source=feed"]) {
      const read = normalizeItem(item({ link: `https://site.example.com/nota${tracking}` }), context);
      // What the feed says is shown as it says it; the article is stored without the tracking tag.
      expect(read.item.url).toBe(`https://site.example.com/nota${tracking}`);
      expect(read.article).toMatchObject({ url: "https://site.example.com/nota", fragment: null });
    }
  });

  it("shows what the feed says and stores what readers are shown", () => {
    const long = `<p>${"Texto largo de la nota. ".repeat(30)}</p><p>La entrada Nota se publicó primero en El Diario.</p>`;
    const read = normalizeItem(
      item({
        link: "HTTPS://WWW.Periodico.example.com/nota-7?utm_source=rss&id=7",
        title: "Caf&amp;eacute; y pan",
        summary: long,
        author: "laura@periodico.example.com (Laura Gómez)",
        categories: ["Uncategorized", "Cauca", "cauca", "Cauca"],
        published: "2021-07-14T10:00:00.750-05:00",
      }),
      context,
    );
    expect(read.item).toMatchObject({
      url: "https://WWW.Periodico.example.com/nota-7?utm_source=rss&id=7",
      // Read once, as the reference parser reads it; readers get the CMS's double escaping undone.
      title: "Caf&eacute; y pan",
      author: "laura@periodico.example.com (Laura Gómez)",
      categories: ["Uncategorized", "Cauca", "cauca"],
      publishedAt: Date.UTC(2021, 6, 14, 15, 0, 0),
    });
    expect(read.item.summary).toContain("se publicó primero en El Diario.");
    expect(read.item.summary.length).toBeGreaterThan(600);
    expect(read.article).toMatchObject({
      url: "https://www.periodico.example.com/nota-7?id=7",
      title: "Café y pan",
      author: "Laura Gómez",
      categories: ["Cauca"],
      publishedAt: Date.UTC(2021, 6, 14, 15, 0, 0, 750),
    });
    expect(read.article?.summary.length).toBeLessThanOrEqual(300);
    expect(read.article?.summary).not.toContain("se publicó primero");
  });

  it("stores a Feedburner item under its original address, and shows the link the feed gives", () => {
    const proxied = normalizeItem(
      item({ link: "http://feedproxy.google.com/~r/x/~3/abc/", origLink: "https://www.periodico.example.com/original" }),
      context,
    );
    expect(proxied.item.url).toBe("http://feedproxy.google.com/~r/x/~3/abc/");
    expect(proxied.article?.url).toBe("https://www.periodico.example.com/original");
    const byGuid = normalizeItem(
      item({ link: "https://feeds.feedburner.com/~r/x/~3/def/", guid: "https://www.periodico.example.com/por-guid" }),
      context,
    );
    expect(byGuid.article?.url).toBe("https://www.periodico.example.com/por-guid");
  });

  it("lists an item the document cut off without storing it", () => {
    expect(normalizeItem(item({ complete: false }), context)).toMatchObject({
      article: null,
      skip: "truncated",
      item: { title: "Título" },
    });
  });

  it("stores the inherited author when the item names none, and shows only the item's own", () => {
    const read = normalizeItem(item({ author: null, inheritedAuthor: "Consejo editorial (consejo@example.com)" }), context);
    expect(read.item.author).toBeNull();
    expect(read.article?.author).toBe("Consejo editorial");
  });

  it("falls back to a guid that is an http(s) URL", () => {
    expect(accepted(normalizeItem(item({ link: null, guid: "https://www.periodico.example.com/nota-9?utm_source=x" }), context)).url).toBe(
      "https://www.periodico.example.com/nota-9",
    );
  });

  it("resolves relative links against xml:base, then the feed URL", () => {
    expect(accepted(normalizeItem(item({ link: "nota.html", base: "https://otro.example.com/blog/" }), context)).url).toBe(
      "https://otro.example.com/blog/nota.html",
    );
    expect(accepted(normalizeItem(item({ link: "/nota-2" }), context)).url).toBe("https://www.periodico.example.com/nota-2");
  });

  it("takes the title from the summary when it is empty, and rejects items with neither", () => {
    const long =
      "Fuertes lluvias causan emergencias en tres barrios de Cúcuta; los bomberos atienden inundaciones en la avenida Libertadores desde la madrugada.";
    const result = accepted(normalizeItem(item({ title: "  ", summary: long }), context));
    expect(result.title.length).toBeLessThanOrEqual(120);
    expect(result.title.endsWith("…")).toBe(true);
    expect(long.startsWith(result.title.slice(0, -1))).toBe(true);
    expect(normalizeItem(item({ title: "", summary: "<p> </p>" }), context)).toMatchObject({
      article: null,
      skip: "no-text",
      item: { title: null },
    });
  });

  it("uses the content when the summary is empty or only repeats the title", () => {
    expect(
      accepted(
        normalizeItem(
          item({ title: "Petro anuncia reforma", summary: "Petro anuncia reforma", content: "<p>El presidente habló en Cali.</p>" }),
          context,
        ),
      ).summary,
    ).toBe("El presidente habló en Cali.");
    // Google News: the description is the title and the outlet's name.
    const google = item({
      title: "Petro anuncia reforma - El Tiempo",
      summary: '<a href="https://news.google.com/x">Petro anuncia reforma</a>&nbsp;&nbsp;<font color="#6f6f6f">El Tiempo</font>',
    });
    expect(accepted(normalizeItem(google, context)).summary).toBe("");
  });

  it("cuts long summaries to about 300 characters at a word boundary", () => {
    const summary = accepted(normalizeItem(item({ summary: "palabra ".repeat(200) }), context)).summary;
    expect(summary.length).toBeLessThanOrEqual(300);
    expect(summary.endsWith("palabra…")).toBe(true);
  });

  it("repairs mojibake in titles, summaries and categories", () => {
    const result = accepted(
      normalizeItem(item({ title: "EducaciÃ³n: â€œla niÃ±ezâ€\uFFFD", summary: "MedellÃ­n", categories: ["BogotÃ¡"] }), context),
    );
    expect(result.title).toBe("Educación: “la niñez”");
    expect(result.summary).toBe("Medellín");
    expect(result.categories).toEqual(["Bogotá"]);
  });

  it.each([
    ["redaccion@periodico.com (Laura Gómez)", "Laura Gómez"],
    ["Laura Gómez <laura@periodico.com>", "Laura Gómez"],
    ["mailto:laura@periodico.com", null],
    ["Por: Laura Gómez", "Laura Gómez"],
    ["Por Laura Gómez", "Laura Gómez"],
    ["<b>Redacción</b> Judicial", "Redacción Judicial"],
    ["   ", null],
  ])("cleans the author %j → %j", (author, expected) => {
    expect(accepted(normalizeItem(item({ author }), context)).author).toBe(expected);
  });

  it("uses the fetch time when the date is missing, unreadable or in the future", () => {
    for (const published of [null, "pronto", "Fri, 01 Jan 2100 00:00:00 +0000", "Thu, 01 Jan 1970 00:00:00 +0000"]) {
      const result = accepted(normalizeItem(item({ published }), context));
      expect(result.publishedAt).toBe(fetchedAt);
      expect(result.publishedAtFromFeed).toBe(false);
    }
  });

  it("falls back to the updated date when there is no published date (Atom entries with only <updated>)", () => {
    const result = accepted(normalizeItem(item({ published: null, updated: "2021-07-14T09:00:00-05:00" }), context));
    expect(result.publishedAt).toBe(Date.UTC(2021, 6, 14, 14));
    expect(result.publishedAtFromFeed).toBe(true);
    expect(result.updatedAt).toBe(Date.UTC(2021, 6, 14, 14));
  });

  it("never returns an update time in the future", () => {
    expect(accepted(normalizeItem(item({ updated: "2030-01-01T00:00:00Z" }), context)).updatedAt).toBeNull();
  });

  describe("image", () => {
    it("takes the first declared image that is not a pixel", () => {
      const result = accepted(
        normalizeItem(
          item({
            images: [
              { url: "https://x.co/pixel.gif", width: 1, height: 1 },
              { url: "javascript:alert(1)" },
              { url: "https://x.co/foto.jpg?w=800&h=450&utm_source=x", width: 800, height: 450 },
            ],
          }),
          context,
        ),
      );
      expect(result.imageUrl).toBe("https://x.co/foto.jpg?w=800&h=450&utm_source=x");
    });

    it("falls back to the first real <img> of the content, resolved against the article URL", () => {
      const content =
        '<img src="https://s.w.org/images/core/emoji/14.0.0/72x72/1f6a7.png"><img src="http://feeds.feedburner.com/~r/x/~4/abc" width="1" height="1">' +
        '<img src="https://secure.gravatar.com/avatar/abc?s=96"><img src="https://pixel.wp.com/b.gif?x=1"><img src="/wp-content/uploads/foto.jpg">';
      const result = accepted(normalizeItem(item({ link: "https://www.periodico.example.com/2021/nota", content }), context));
      expect(result.imageUrl).toBe("https://www.periodico.example.com/wp-content/uploads/foto.jpg");
    });

    it("looks in the summary when the content has no image", () => {
      expect(accepted(normalizeItem(item({ summary: '<p><img src="https://x.co/a.jpg" width="600">Texto</p>' }), context)).imageUrl).toBe(
        "https://x.co/a.jpg",
      );
    });

    it("asks Blogger for a large version of its 72-pixel thumbnails", () => {
      const images = [{ url: "https://blogger.googleusercontent.com/img/b/R29v/AVvXsE/s72-c/foto.jpg", width: 72, height: 72 }];
      expect(accepted(normalizeItem(item({ images }), context)).imageUrl).toBe(
        "https://blogger.googleusercontent.com/img/b/R29v/AVvXsE/s1600/foto.jpg",
      );
    });

    it("prefers a picture in the content over a tiny declared thumbnail", () => {
      const images = [{ url: "https://x.co/thumb-100.jpg", width: 100, height: 100 }];
      const content = '<img src="https://x.co/grande.jpg" width="1200">';
      expect(accepted(normalizeItem(item({ images, content }), context)).imageUrl).toBe("https://x.co/grande.jpg");
      expect(accepted(normalizeItem(item({ images }), context)).imageUrl).toBe("https://x.co/thumb-100.jpg");
    });

    it("is null when there is no usable image", () => {
      expect(
        accepted(normalizeItem(item({ images: [{ url: "data:image/png;base64,AAA" }], content: "<p>nada</p>" }), context)).imageUrl,
      ).toBeNull();
    });
  });

  it("keeps at most 20 categories and drops empty or huge ones", () => {
    const categories = [...Array.from({ length: 30 }, (_, i) => `Tema ${i}`), "x".repeat(500)];
    const result = accepted(normalizeItem(item({ categories }), context));
    expect(result.categories).toHaveLength(20);
    expect(result.categories[0]).toBe("Tema 0");
  });

  it("returns a rejection instead of throwing on a malformed item", () => {
    const broken = { ...item(), images: null, categories: "no" } as unknown as ParsedItem;
    expect(() => normalizeItem(broken, context)).not.toThrow();
    expect(() => normalizeItem(null as unknown as ParsedItem, context)).not.toThrow();
  });
});
