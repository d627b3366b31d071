#!/usr/bin/env python3
"""Reads feed files with Python's feedparser (the reference parser) and prints, as one JSON
document, what parse-feed's JSON would hold for each: the feed's title, link and language, and
per entry its id, link, title, summary (as plain text), dates (UTC, ISO 8601), author and
categories. Used by scripts/compare-feedparser.mjs; needs feedparser (Debian: python3-feedparser).

Input on stdin: a JSON list of {"file", "url", "contentType"}.
"""
import calendar
import html
import html.parser
import json
import sys
import time

import feedparser

# Elements whose boundaries do not separate words (as a browser shows them).
INLINE = set(
    "a abbr acronym b bdi bdo big blink cite code data del dfn em font i ins kbd mark q s samp small span "
    "strike strong sub sup time tt u var wbr".split()
)


class _Text(html.parser.HTMLParser):
    """The text an HTML fragment shows: tags dropped (block boundaries as spaces), entities decoded."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts = []

    def handle_starttag(self, tag, attrs):
        if tag not in INLINE:
            self.parts.append(" ")

    def handle_endtag(self, tag):
        if tag not in INLINE:
            self.parts.append(" ")

    def handle_data(self, data):
        self.parts.append(data)


def plain(value, content_type):
    """A feedparser value as plain text: HTML types are read as a browser shows them, text as is."""
    if value is None:
        return None
    if content_type in ("text/html", "application/xhtml+xml", "html", "xhtml"):
        reader = _Text()
        reader.feed(value)
        reader.close()
        value = "".join(reader.parts)
    return " ".join(value.split())


def detail_text(entry, key):
    detail = entry.get(key + "_detail")
    value = entry.get(key)
    if value is None:
        return None
    if detail is None and key == "summary":
        # A summary copied from the content (no description) carries the content's type.
        for content in entry.get("content") or []:
            if content.get("value") == value:
                detail = content
                break
    return plain(value, (detail or {}).get("type", "text/plain"))


def iso(parsed):
    if not parsed:
        return None
    return time.strftime("%Y-%m-%dT%H:%M:%S.000Z", time.gmtime(calendar.timegm(parsed)))


def read(case):
    with open(case["file"], "rb") as f:
        data = f.read()
    headers = {"content-location": case["url"]}
    if case.get("contentType"):
        headers["content-type"] = case["contentType"]
    d = feedparser.parse(data, response_headers=headers)
    feed = d.get("feed", {})
    entries = []
    for e in d.entries:
        content = e.get("content") or []
        published = e.get("published_parsed")
        updated = e.get("updated_parsed")
        entries.append(
            {
                "id": e.get("id"),
                "link": e.get("link"),
                "title": detail_text(e, "title"),
                "summary": detail_text(e, "summary"),
                "content": plain(content[0].get("value"), content[0].get("type")) if content else None,
                "published": iso(published or updated),
                "updated": iso(updated or published),
                "author": e.get("author"),
                "categories": [t.get("term") or t.get("label") for t in e.get("tags", []) if t.get("term") or t.get("label")],
            }
        )
    return {
        "file": case["file"],
        "bozo": bool(d.get("bozo")),
        "bozoException": str(d.get("bozo_exception")) if d.get("bozo") else None,
        "version": d.get("version"),
        "encoding": d.get("encoding"),
        "feed": {
            "title": detail_text(feed, "title"),
            "link": feed.get("link"),
            "language": feed.get("language"),
        },
        "entries": entries,
    }


def main():
    cases = json.load(sys.stdin)
    out = []
    for case in cases:
        try:
            out.append(read(case))
        except Exception as error:  # a file feedparser cannot read at all is reported, not fatal
            out.append({"file": case["file"], "error": repr(error)})
    json.dump(out, sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main()
