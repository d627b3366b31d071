/*
 * Feed text → a small element tree, read the forgiving way feed readers must read XML. The
 * tokenizing is htmlparser2's (in XML mode); this module only keeps what the mappers need:
 * namespaces resolved to the conventional prefixes of the feed world (feedparser's table, so
 * `<r:rss xmlns:r="http://backend.userland.com/rss2">` is plain RSS and an undeclared `dc:` is
 * still Dublin Core), xml:base and xml:lang in force on each element, entities decoded with
 * HTML's table (feeds use `&nbsp;` without declaring it), CDATA kept verbatim, and whether an
 * element was cut off by the end of the document. Nothing is fetched; of the DOCTYPE's entities only
 * those with a literal value are expanded (as the reference parser does), never nested or external ones.
 */
import { decodeHTML } from "entities";
import { Parser } from "htmlparser2";

/** One element: its name split into the conventional prefix and the local name, both lower-case. */
export interface XmlElement {
  /** The name as written (case kept), for serializing inline XHTML. */
  qname: string;
  /** Local name, lower-cased (feeds write `<pubdate>`, `<PubDate>` and `<pubDate>`). */
  local: string;
  /** Conventional prefix of the element's namespace ("" for RSS, "atom", "dc", "media"…), or its written prefix when the namespace is unknown. */
  prefix: string;
  /** `prefix:local`, or `local` when the prefix is "": what mappers look elements up by. */
  key: string;
  /** The namespace URI, when declared. */
  ns: string | null;
  /** Attributes by lower-cased name, values entity-decoded. */
  attrs: Record<string, string>;
  children: XmlNode[];
  /** The xml:base in force here, resolved against the outer ones and the document's address. */
  base: string;
  /** The xml:lang in force here, or null. */
  lang: string | null;
  /** False when the document ended before this element's end tag (a truncated download). */
  complete: boolean;
  parent: XmlElement | null;
}

/** Text (entities decoded; CDATA as written) or an element. */
export type XmlNode = string | XmlElement;

/**
 * Namespace URIs (lower-cased, without a trailing slash or '#') → the prefix feed mappers use. RSS
 * flavours and Atom 0.3 map to "" so that their elements read like plain RSS; Atom 1.0 keeps
 * "atom" because RSS 2.0 feeds embed it (the Atom mapper accepts both).
 */
const NAMESPACES: Record<string, string> = {
  "http://backend.userland.com/rss": "",
  "http://backend.userland.com/rss2": "",
  "http://blogs.law.harvard.edu/tech/rss": "",
  "http://purl.org/rss/1.0": "",
  "http://my.netscape.com/rdf/simple/0.9": "",
  "http://purl.org/net/rss1.1": "",
  "http://purl.org/atom/ns": "",
  "http://www.w3.org/2005/atom": "atom",
  "http://purl.org/dc/elements/1.1": "dc",
  "http://purl.org/dc/elements/1.0": "dc",
  "http://purl.org/dc/terms": "dcterms",
  "http://purl.org/rss/1.0/modules/content": "content",
  "http://www.w3.org/1999/xhtml": "xhtml",
  "http://www.w3.org/1999/02/22-rdf-syntax-ns": "rdf",
  "http://www.itunes.com/dtds/podcast-1.0.dtd": "itunes",
  "http://example.com/dtds/podcast-1.0.dtd": "itunes",
  "https://podcastindex.org/namespace/1.0": "podcast",
  "http://search.yahoo.com/mrss": "media",
  "http://search.yahoo.com/rss": "media",
  "http://rssnamespace.org/feedburner/ext/1.0": "feedburner",
  "http://purl.org/rss/1.0/modules/slash": "slash",
  "http://wellformedweb.org/commentapi": "wfw",
  "http://purl.org/rss/1.0/modules/syndication": "sy",
  "http://purl.org/rss/1.0/modules/taxonomy": "taxo",
  "http://purl.org/rss/1.0/modules/image": "image",
  "http://webns.net/mvcb": "admin",
  "http://www.georss.org/georss": "georss",
  "http://www.w3.org/2003/01/geo/wgs84_pos": "geo",
  "http://www.youtube.com/xml/schemas/2015": "yt",
  "http://www.google.com/schemas/play-podcasts/1.0": "googleplay",
  "http://purl.org/syndication/thread/1.0": "thr",
  "http://www.w3.org/xml/1998/namespace": "xml",
};

/** Normalises a namespace URI for the table: case, a trailing slash or '#'. */
function namespaceKey(uri: string): string {
  return uri
    .trim()
    .toLowerCase()
    .replace(/[/#]+$/, "");
}

/** Entities a document declares in its DOCTYPE, by name. */
type DeclaredEntities = Map<string, string>;

/**
 * The entities a DOCTYPE's internal subset declares with a literal value or one character
 * reference (`<!ENTITY copy "(C)">`, `<!ENTITY cubed "&#179;">`): the declarations the reference
 * parser honours. A value naming other entities (the billion laughs) or an external one (SYSTEM,
 * PUBLIC) is never used.
 */
function declaredEntities(text: string): DeclaredEntities {
  const entities: DeclaredEntities = new Map();
  const head = text.slice(0, Math.max(0, text.search(/<[A-Za-z_]/)));
  if (!head.includes("<!ENTITY")) return entities;
  for (const m of head.matchAll(/<!ENTITY\s+(\w+)\s+"(&#\w+;|[^&"]*)"\s*>/g)) {
    const [, name = "", value = ""] = m;
    if (!entities.has(name)) entities.set(name, value.startsWith("&#") ? decodeHTML(value) : value);
  }
  return entities;
}

/** Decodes entity references in text or an attribute value, only when there is one: the document's own entities, then HTML's. */
function decode(raw: string, declared?: DeclaredEntities): string {
  if (!raw.includes("&")) return raw;
  const own = declared && declared.size > 0 ? raw.replace(/&(\w+);/g, (ref, name: string) => declared.get(name) ?? ref) : raw;
  return decodeHTML(own);
}

/** Resolves an xml:base against the base in force; a value that cannot be resolved leaves the outer base. */
function resolveBase(value: string, outer: string): string {
  try {
    return new URL(value.trim(), outer || undefined).href;
  } catch {
    return outer;
  }
}

/** The parsed document: its root element (a synthetic one holding every top-level element) and what broke on the way. */
export interface XmlDocument {
  /** A synthetic element whose children are the document's top-level nodes. */
  root: XmlElement;
  /** Whether the document ended while elements were still open. */
  truncated: boolean;
}

/** Parses feed text into an element tree; never throws, whatever the input. */
export function parseXmlTree(text: string, documentUrl: string): XmlDocument {
  const root: XmlElement = {
    qname: "#document",
    local: "#document",
    prefix: "",
    key: "#document",
    ns: null,
    attrs: {},
    children: [],
    base: documentUrl,
    lang: null,
    complete: true,
    parent: null,
  };
  const entities = declaredEntities(text);
  // Prefix → URI declarations in scope, one frame per open element that declared any.
  const scopes: { element: XmlElement; map: Map<string, string> }[] = [];
  let current = root;
  let inCdata = false;
  let ending = false;
  let truncated = false;

  const lookup = (prefix: string): string | undefined => {
    for (let i = scopes.length - 1; i >= 0; i--) {
      const uri = scopes[i]?.map.get(prefix);
      if (uri !== undefined) return uri;
    }
    return undefined;
  };

  const close = (element: XmlElement, complete: boolean) => {
    // Pop to the element; anything still open inside it is closed with it (mis-nested markup).
    while (current !== root) {
      const done: XmlElement = current;
      if (!complete) done.complete = false;
      while (scopes.length > 0 && scopes[scopes.length - 1]?.element === done) scopes.pop();
      current = done.parent ?? root;
      if (done === element) break;
    }
  };

  const parser = new Parser(
    {
      onopentag(name, rawAttrs) {
        const attrs: Record<string, string> = {};
        let declared: Map<string, string> | null = null;
        for (const [rawName, rawValue] of Object.entries(rawAttrs)) {
          const attrName = rawName.toLowerCase();
          const value = decode(rawValue, entities);
          attrs[attrName] = value;
          if (attrName === "xmlns" || attrName.startsWith("xmlns:")) {
            (declared ??= new Map()).set(attrName === "xmlns" ? "" : attrName.slice(6), value);
          }
        }
        const colon = name.indexOf(":");
        const writtenPrefix = colon > 0 ? name.slice(0, colon).toLowerCase() : "";
        const local = (colon > 0 ? name.slice(colon + 1) : name).toLowerCase();
        // An item or entry opened inside another one means the previous one was never closed
        // (RSS 0.9x written by hand): it ends here, as a sibling would.
        if (local === "item" || local === "entry") {
          for (let open: XmlElement | null = current; open && open !== root; open = open.parent) {
            if (open.local === local) {
              close(open, true);
              break;
            }
          }
        }
        const uri = declared?.get(writtenPrefix) ?? lookup(writtenPrefix);
        let prefix = writtenPrefix;
        if (uri !== undefined && uri !== "") {
          const known = NAMESPACES[namespaceKey(uri)];
          if (known !== undefined) prefix = known;
        } else if (writtenPrefix === "") {
          prefix = "";
        }
        const base = attrs["xml:base"] !== undefined ? resolveBase(attrs["xml:base"], current.base) : current.base;
        const lang = attrs["xml:lang"] !== undefined ? attrs["xml:lang"].trim() || null : current.lang;
        const element: XmlElement = {
          qname: name,
          local,
          prefix,
          key: prefix === "" ? local : `${prefix}:${local}`,
          ns: uri ?? null,
          attrs,
          children: [],
          base,
          lang,
          complete: true,
          parent: current,
        };
        current.children.push(element);
        current = element;
        if (declared) scopes.push({ element, map: declared });
      },
      onclosetag(name) {
        const colon = name.indexOf(":");
        const local = (colon > 0 ? name.slice(colon + 1) : name).toLowerCase();
        // Find the open element this end tag closes; an end tag that closes nothing is ignored.
        for (let open: XmlElement | null = current; open && open !== root; open = open.parent) {
          if (open.qname === name || open.local === local) {
            close(open, !ending);
            if (ending) truncated = true;
            return;
          }
        }
      },
      ontext(data) {
        if (current === root) return;
        current.children.push(inCdata ? data : decode(data, entities));
      },
      oncdatastart() {
        inCdata = true;
      },
      oncdataend() {
        inCdata = false;
      },
    },
    { xmlMode: true, decodeEntities: false, recognizeSelfClosing: true },
  );
  parser.write(text);
  ending = true;
  parser.end();
  if (current !== root) {
    truncated = true;
    close(root.children[root.children.length - 1] as XmlElement, false);
  }
  return { root, truncated };
}

// ---------------------------------------------------------------------------------------------
// Reading the tree.

/** The child elements of an element. */
export function elements(element: XmlElement): XmlElement[] {
  const out: XmlElement[] = [];
  for (const child of element.children) if (typeof child !== "string") out.push(child);
  return out;
}

/** The first child element with one of the keys, or undefined. */
export function child(element: XmlElement, ...keys: string[]): XmlElement | undefined {
  for (const key of keys) {
    for (const node of element.children) if (typeof node !== "string" && node.key === key) return node;
  }
  return undefined;
}

/** Every child element with one of the keys, in document order. */
export function childrenOf(element: XmlElement, ...keys: string[]): XmlElement[] {
  const out: XmlElement[] = [];
  for (const node of element.children) if (typeof node !== "string" && keys.includes(node.key)) out.push(node);
  return out;
}

/** All the text inside an element (descendants included), as written after entity decoding. */
export function textOf(element: XmlElement): string {
  let out = "";
  for (const node of element.children) out += typeof node === "string" ? node : textOf(node);
  return out;
}

/** Depth-first search for the first element (the element itself included) whose local name is one of `locals`. */
export function findFirst(element: XmlElement, locals: Set<string>, maxDepth = 4): XmlElement | undefined {
  if (locals.has(element.local)) return element;
  if (maxDepth === 0) return undefined;
  for (const node of element.children) {
    if (typeof node === "string") continue;
    const found = findFirst(node, locals, maxDepth - 1);
    if (found) return found;
  }
  return undefined;
}

const VOID_ELEMENTS = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Escapes an attribute value for HTML. */
function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/** Serializes an element's content as HTML: inline XHTML and markup written unescaped inside an RSS element. */
export function innerHtml(element: XmlElement): string {
  let out = "";
  for (const node of element.children) {
    if (typeof node === "string") {
      out += escapeHtml(node);
      continue;
    }
    const name = node.local;
    let attrs = "";
    for (const [attr, value] of Object.entries(node.attrs)) {
      if (attr === "xmlns" || attr.startsWith("xmlns:")) continue;
      attrs += ` ${attr}="${escapeAttribute(value)}"`;
    }
    if (VOID_ELEMENTS.has(name) && node.children.length === 0) out += `<${name}${attrs} />`;
    else out += `<${name}${attrs}>${innerHtml(node)}</${name}>`;
  }
  return out;
}
