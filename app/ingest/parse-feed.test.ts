import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseFeed } from "./parse-feed.js";
import type { ParsedFeed, ParseResult } from "./types.js";

const fixture = (name: string) => readFileSync(new URL(`../../tests/fixtures/feeds/${name}`, import.meta.url));
const enc = (s: string) => new TextEncoder().encode(s);

function parsed(result: ParseResult): ParsedFeed {
  if (!result.ok) throw new Error(`parse failed: ${result.error}`);
  return result.feed;
}

const parse = (text: string, url = "https://example.com/feed.xml") => parseFeed({ bytes: enc(text), url });

describe("parseFeed", () => {
  it("types text constructs: RSS titles are text unless they look like HTML, descriptions are HTML", () => {
    const feed = parsed(
      parse(
        "<rss><channel><item><title>1 &lt; 2</title><description>a &lt;b&gt;b&lt;/b&gt;</description></item><item><title>&lt;b&gt;x&lt;/b&gt;</title></item></channel></rss>",
      ),
    );
    expect(feed.items[0]?.title).toEqual({ type: "text", value: "1 < 2" });
    expect(feed.items[0]?.summary).toEqual({ type: "html", value: "a <b>b</b>" });
    expect(feed.items[1]?.title).toEqual({ type: "html", value: "<b>x</b>" });
  });

  it("serializes inline XHTML and unwraps its div", () => {
    const feed = parsed(
      parse(
        '<feed xmlns="http://www.w3.org/2005/Atom"><entry><title type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">A <b>b</b> &lt;c&gt;</div></title></entry></feed>',
      ),
    );
    expect(feed.items[0]?.title).toEqual({ type: "html", value: "A <b>b</b> &lt;c&gt;" });
  });

  it("never expands DOCTYPE entities (billion laughs, external entities)", () => {
    const laughs = parsed(parseFeed({ bytes: fixture("billion-laughs.xml"), url: "https://x.co/" }));
    expect(JSON.stringify(laughs).length).toBeLessThan(5_000);
    const external = parsed(parseFeed({ bytes: fixture("external-entity.xml"), url: "https://x.co/" }));
    expect(JSON.stringify(external)).not.toContain("root:");
  });

  it("refuses only documents without any channel or feed element", () => {
    expect(parseFeed({ bytes: fixture("html-page.html"), url: "https://x.co/" })).toEqual({ ok: false, error: "not a feed (HTML page)" });
    expect(parse("<opml><body/></opml>")).toEqual({ ok: false, error: "not a feed (root element <opml>)" });
    expect(parse("")).toEqual({ ok: false, error: "empty document" });
    expect(parse("{}")).toEqual({ ok: false, error: "not a feed (JSON without items)" });
    expect(parseFeed({ bytes: new Uint8Array([0x1f, 0x8b, 0]), url: "https://x.co/" })).toEqual({
      ok: false,
      error: "not a feed (gzip-compressed data)",
    });
    // A channel wrapped in something unexpected is still found.
    expect(
      parsed(parse("<wrapper><rss><channel><title>T</title><item><title>I</title></item></channel></rss></wrapper>")).items,
    ).toHaveLength(1);
  });

  it("keeps the complete items of a truncated document and says so", () => {
    const feed = parsed(parseFeed({ bytes: fixture("truncated.xml"), url: "https://x.co/" }));
    expect(feed.items.length).toBeGreaterThan(0);
    expect(feed.warnings.length).toBeGreaterThan(0);
  });

  it("reads the old fixtures without refusing any", () => {
    for (const name of [
      "rss091.xml",
      "rss092.xml",
      "rss2-wordpress.xml",
      "rss2-arc.xml",
      "rss1-rdf.xml",
      "atom03.xml",
      "atom10.xml",
      "jsonfeed11.json",
      "latin1.xml",
      "utf16.xml",
      "broken-ampersand.xml",
      "control-chars.xml",
      "mojibake.xml",
      "spanish-dates.xml",
      "tracking-urls.xml",
      "huge-summary.xml",
      "double-escaped.xml",
    ]) {
      const result = parseFeed({ bytes: fixture(name), url: "https://x.co/feed" });
      expect(result.ok, name).toBe(true);
      if (result.ok) expect(result.feed.items.length, name).toBeGreaterThan(0);
    }
    expect(parsed(parseFeed({ bytes: fixture("empty-feed.xml"), url: "https://x.co/" })).items).toEqual([]);
  });

  it("never throws on arbitrary bytes", () => {
    for (const text of [
      "<",
      "<rss",
      "<rss><channel><item>",
      "<![CDATA[",
      "<feed><entry><title type='base64'>@@@</title></entry></feed>",
      "\u0000\u0001<rss/>",
    ]) {
      expect(() => parse(text)).not.toThrow();
    }
  });
});
