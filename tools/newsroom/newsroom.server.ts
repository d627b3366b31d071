/*
 * A simulated newsroom: an HTTP server on loopback that serves the feeds of about twenty invented
 * Colombian newspapers (RSS 2.0, Atom, RSS 1.0, JSON Feed, one in ISO-8859-1) with conditional GET
 * and gzip, plus feeds that misbehave the ways real ones do (errors, rate limits, hangs, slow
 * answers, redirects, broken XML, a gzip bomb, an HTML page, validators that lie).
 *
 * For the offline demo and the ingestion tests. It listens on 127.0.0.1 (or another loopback
 * address) only and never makes an outgoing request.
 */
import { createHash } from "node:crypto";
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import { type Socket } from "node:net";
import { createGzip, gzipSync } from "node:zlib";
import { type SourceNewspaper } from "../../app/data/sources.server.js";
import { DEMO_NEWSPAPERS, type DemoFeedSpec, type DemoNewspaper, type FeedBehaviour, type FeedFormat, isWellBehaved } from "./catalog.js";
import { type FeedDocument, escapeXml, renderFeed, renderMalformedRss, truncateDocument } from "./feed-render.js";
import { IMAGE_PALETTE, IMAGE_SIZE, MINUTE_MS, NewsGenerator, imageColorIndex } from "./news-generator.js";
import { placeholderPng } from "./png.js";

/** How to start the newsroom. */
export interface NewsroomOptions {
  /** A loopback address; default 127.0.0.1. Anything else is refused. */
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Seed of the generated news; default 20240601. */
  seed?: number;
  /** The clock (epoch ms); default Date.now. Tests pass a fake clock. */
  now?: () => number;
  /** Serve the misbehaving feeds and list them in the sources; default true. */
  misbehaving?: boolean;
  /** How many items each feed keeps; default 30. */
  itemsPerFeed?: number;
  /** How long the "slow" feed waits before answering, in ms; default 3000. */
  slowDelayMs?: number;
  /**
   * A WebSub hub (hub.server.ts) the well-behaved feeds advertise in their Link header; every
   * `publishEveryMs` (default 5 s) a feed whose content changed is published to it.
   */
  hub?: { url: string; publish(topic: string, body: string, options?: { contentType?: string }): Promise<number[]> };
  publishEveryMs?: number;
}

/** One feed the newsroom serves, with what it does. */
export interface NewsroomFeed {
  /** Path on the newsroom server ("/la-gaceta-republicana/rss/portada.xml"). */
  path: string;
  url: string;
  /** Slug of the newspaper the feed belongs to. */
  newspaper: string;
  /** The section (category slug) of a section feed, or null for a general feed. */
  category: string | null;
  /** The format the feed is (or would be, for a feed that never answers with one) written in. */
  format: FeedFormat;
  behaviour: FeedBehaviour;
  /** Whether the feed is in `sources` (redirect targets are reached through their redirect only). */
  listed: boolean;
  /** For redirects: the path the client should end up at (for a loop, the other end of the loop). */
  redirectsTo: string | null;
  /** The Content-Type a feed answer carries, or null when the URL never answers with a feed. */
  contentType: string | null;
}

/** A running newsroom. */
export interface Newsroom {
  /** "http://127.0.0.1:PORT". */
  url: string;
  /** The newspapers in the shape of the sources file, with feed URLs on this server. */
  sources: SourceNewspaper[];
  /** Every feed served, healthy or not. */
  feeds: NewsroomFeed[];
  /** The generator behind the feeds, for tests that compare with the ground truth. */
  generator: NewsGenerator;
  /** How many requests a path (without query string) received; with no path, all requests. */
  requests(path?: string): number;
  /** Stops listening and destroys open sockets (including hanging requests). */
  close(): Promise<void>;
}

/** Default seed of the generated news. */
export const DEFAULT_SEED = 20240601;

/** Uncompressed size of the gzip bomb: a bit over 100 MiB of zeros. */
export const GZIP_BOMB_EXPANDED_BYTES = 105 * 1024 * 1024;

const CONTENT_TYPES: Record<FeedFormat, string> = {
  rss2: "application/rss+xml; charset=utf-8",
  atom: "application/atom+xml; charset=utf-8",
  rdf: "application/rdf+xml; charset=utf-8",
  json: "application/feed+json; charset=utf-8",
};

/** The Latin-1 feed relies on its XML declaration alone: its Content-Type names no charset. */
const LATIN1_CONTENT_TYPE = "application/rss+xml";

let bombPromise: Promise<Buffer> | null = null;

/**
 * The gzip bomb body: zeros streamed through gzip once per process (about 100 KB compressed,
 * since deflate cannot beat roughly 1:1030), never allocating the expanded size.
 */
export function gzipBomb(): Promise<Buffer> {
  bombPromise ??= new Promise<Buffer>((resolve, reject) => {
    const gzip = createGzip({ level: 9, memLevel: 9 });
    const chunks: Buffer[] = [];
    gzip.on("data", (chunk: Buffer) => chunks.push(chunk));
    gzip.on("end", () => resolve(Buffer.concat(chunks)));
    gzip.on("error", reject);
    const zeros = Buffer.alloc(1024 * 1024);
    let written = 0;
    const pump = (): void => {
      while (written < GZIP_BOMB_EXPANDED_BYTES) {
        written += zeros.length;
        if (!gzip.write(zeros)) {
          gzip.once("drain", pump);
          return;
        }
      }
      gzip.end();
    };
    pump();
  });
  return bombPromise;
}

/** Whether a host name is a loopback address this server may listen on. */
export function isLoopbackHost(host: string): boolean {
  return /^127(?:\.\d{1,3}){3}$/.test(host) || host === "::1" || host === "localhost";
}

/** A feed body ready to serve, with its validators. */
interface Representation {
  bucket: number;
  body: Buffer;
  gzipped: Buffer | null;
  etag: string;
  lastModified: number;
  contentType: string;
}

/** A served path: a feed of an active newspaper, or an intermediate redirect hop. */
interface Route {
  newspaper: DemoNewspaper;
  spec: DemoFeedSpec;
  /** For the 302 chain: which hop this path is (0 = the listed URL). */
  hop: number;
}

function strongEtag(body: Buffer): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
}

function gzipEtag(etag: string): string {
  return `${etag.slice(0, -1)}-gz"`;
}

/** Whether the client accepts gzip (a q=0 refuses it). */
function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  for (const part of header.split(",")) {
    const [coding = "", ...params] = part.trim().toLowerCase().split(";");
    if (coding !== "gzip" && coding !== "x-gzip" && coding !== "*") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (!q || Number(q.slice(2)) > 0) return true;
  }
  return false;
}

/** If-None-Match with weak comparison (RFC 9110): any listed tag matching either representation. */
function etagMatches(header: string, etags: string[]): boolean {
  if (header.trim() === "*") return true;
  const wanted = header.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
  return wanted.some((tag) => etags.includes(tag));
}

function htmlPage(title: string, body: string, head = ""): string {
  return `<!doctype html>\n<html lang="es-CO">\n<head>\n<meta charset="utf-8">\n<title>${escapeXml(title)}</title>\n${head}</head>\n<body>\n${body}\n</body>\n</html>\n`;
}

/** Starts the simulated newsroom on loopback and resolves once it listens. */
export async function startNewsroom(options: NewsroomOptions = {}): Promise<Newsroom> {
  const host = options.host ?? "127.0.0.1";
  if (!isLoopbackHost(host)) throw new Error(`The demo newsroom listens on loopback only, not on ${host}`);
  const now = options.now ?? Date.now;
  const misbehaving = options.misbehaving ?? true;
  const itemsPerFeed = options.itemsPerFeed ?? 30;
  const slowDelayMs = options.slowDelayMs ?? 3000;
  const seed = options.seed ?? DEFAULT_SEED;

  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const counts = new Map<string, number>();
  let total = 0;
  let closing: Promise<void> | null = null;

  const server: Server = createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end(`Error: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  });
  // Idle keep-alive connections stay open well past a client's own idle limit (undici: 4 s), so
  // a client never reuses one at the moment the server closes it (ECONNRESET on a busy machine).
  server.keepAliveTimeout = 65_000;
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("The demo newsroom has no TCP address");
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${address.port}`;

  const generator = new NewsGenerator({ seed, baseUrl: url });
  const startedAt = now();

  // The active catalog: everything, or only the well-behaved newspapers and feeds.
  const active: { newspaper: DemoNewspaper; feeds: DemoFeedSpec[] }[] = [];
  for (const newspaper of DEMO_NEWSPAPERS) {
    if (!misbehaving && newspaper.misbehavingOnly) continue;
    const feeds = misbehaving ? newspaper.feeds : newspaper.feeds.filter(isWellBehaved);
    if (feeds.length > 0) active.push({ newspaper, feeds });
  }

  const routes = new Map<string, Route>();
  const feeds: NewsroomFeed[] = [];
  const sources: SourceNewspaper[] = [];
  const pagesByNewspaper = new Map<string, DemoNewspaper>();
  for (const { newspaper, feeds: specs } of active) {
    pagesByNewspaper.set(newspaper.slug, newspaper);
    for (const spec of specs) {
      routes.set(spec.path, { newspaper, spec, hop: 0 });
      if (spec.behaviour === "redirect-302") routes.set(`/${newspaper.slug}/feed/`, { newspaper, spec, hop: 1 });
      if (spec.behaviour === "redirect-loop" && spec.redirectTo) routes.set(spec.redirectTo, { newspaper, spec, hop: 1 });
      feeds.push({
        path: spec.path,
        url: `${url}${spec.path}`,
        newspaper: newspaper.slug,
        category: spec.category,
        format: spec.format,
        behaviour: spec.behaviour,
        listed: spec.listed,
        redirectsTo: spec.redirectTo ?? null,
        contentType: contentTypeOf(spec),
      });
    }
    const listed = specs.filter((s) => s.listed);
    if (listed.length > 0) {
      sources.push({
        slug: newspaper.slug,
        name: newspaper.name,
        siteUrl: `${url}/${newspaper.slug}/`,
        homeDepartment: newspaper.homeDepartment,
        feeds: listed.map((s) => ({ url: `${url}${s.path}`, category: s.category })),
      });
    }
  }

  const representations = new Map<string, Representation>();
  const pngs = new Map<number, Buffer>();
  let frozen: Buffer | null = null;

  function contentTypeOf(spec: DemoFeedSpec): string | null {
    switch (spec.behaviour) {
      case "healthy":
      case "slow":
      case "not-modified":
        return spec.contentType ?? CONTENT_TYPES[spec.format];
      case "latin1":
        return LATIN1_CONTENT_TYPE;
      case "malformed":
      case "truncated":
      case "gzip-bomb":
        return CONTENT_TYPES.rss2;
      default:
        return null;
    }
  }

  function imageBytes(colour: number): Buffer {
    let png = pngs.get(colour);
    if (!png) {
      png = placeholderPng(IMAGE_SIZE.width, IMAGE_SIZE.height, IMAGE_PALETTE[colour] ?? [0x33, 0x33, 0x33]);
      pngs.set(colour, png);
    }
    return png;
  }

  /** The feed document of a route at a given time. */
  function documentFor(newspaper: DemoNewspaper, spec: DemoFeedSpec, at: number): FeedDocument {
    const items = generator.feedItems(newspaper.slug, spec.category, at, itemsPerFeed);
    const section = spec.category === null ? null : (newspaper.labels?.[spec.category] ?? items[0]?.sectionLabel ?? spec.category);
    return {
      format: spec.format,
      title: section ? `${newspaper.name} - ${section}` : newspaper.name,
      description: newspaper.tagline,
      siteUrl: `${url}/${newspaper.slug}/`,
      feedUrl: `${url}${spec.path}`,
      items,
      updated: items[0]?.publishedAt ?? Math.floor(at / MINUTE_MS) * MINUTE_MS,
      guidStyle: newspaper.guidStyle,
      dateStyle: spec.dateStyle,
      ttl: spec.ttl,
      escapedHtml: spec.escapedHtml,
      xmlBase: spec.xmlBase,
      bom: spec.bom,
      latin1: spec.behaviour === "latin1",
      enclosures: newspaper.guidStyle === "wordpress",
      imageLength: (item) => imageBytes(imageColorIndex(item.newspaper, item.id)).length,
    };
  }

  /** The current representation of a healthy feed (recomputed once per minute bucket). */
  function representation(route: Route): Representation {
    const at = now();
    const bucket = Math.floor(at / MINUTE_MS);
    const cached = representations.get(route.spec.path);
    if (cached && cached.bucket === bucket) return cached;
    const doc = documentFor(route.newspaper, route.spec, at);
    const body = renderFeed(doc);
    const etag = strongEtag(body);
    // Same bytes as the previous minute: keep the compressed copy.
    const gzipped = cached && cached.etag === etag ? cached.gzipped : null;
    const rep: Representation = {
      bucket,
      body,
      gzipped,
      etag,
      lastModified: Math.floor(doc.updated / 1000) * 1000,
      contentType: contentTypeOf(route.spec) ?? CONTENT_TYPES[route.spec.format],
    };
    representations.set(route.spec.path, rep);
    return rep;
  }

  /** Answers with a feed, honouring conditional GET and gzip. */
  function sendFeed(req: IncomingMessage, res: ServerResponse, route: Route): void {
    const rep = representation(route);
    const gzip = acceptsGzip(req.headers["accept-encoding"]);
    const headers: Record<string, string> = {
      "Content-Type": rep.contentType,
      ETag: gzip ? gzipEtag(rep.etag) : rep.etag,
      "Last-Modified": new Date(rep.lastModified).toUTCString(),
      Vary: "Accept-Encoding",
    };
    if (route.spec.maxAge !== undefined) headers["Cache-Control"] = `public, max-age=${route.spec.maxAge}`;
    if (options.hub && route.spec.behaviour === "healthy")
      headers.Link = `<${options.hub.url}>; rel="hub", <${url}${route.spec.path}>; rel="self"`;
    const ifNoneMatch = req.headers["if-none-match"];
    const ifModifiedSince = req.headers["if-modified-since"];
    let notModified = false;
    if (ifNoneMatch !== undefined) notModified = etagMatches(ifNoneMatch, [rep.etag, gzipEtag(rep.etag)]);
    else if (ifModifiedSince !== undefined) {
      const since = Date.parse(ifModifiedSince);
      notModified = Number.isFinite(since) && rep.lastModified <= since;
    }
    if (notModified) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    let body = rep.body;
    if (gzip) {
      rep.gzipped ??= gzipSync(rep.body);
      body = rep.gzipped;
      headers["Content-Encoding"] = "gzip";
    }
    headers["Content-Length"] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  function sendText(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    contentType: string,
    body: string | Buffer,
    extra: Record<string, string> = {},
  ): void {
    const bytes = typeof body === "string" ? Buffer.from(body, "utf8") : body;
    res.writeHead(status, { "Content-Type": contentType, "Content-Length": String(bytes.length), ...extra });
    res.end(req.method === "HEAD" ? undefined : bytes);
  }

  function sendHtml(req: IncomingMessage, res: ServerResponse, status: number, title: string, body: string, head = ""): void {
    sendText(req, res, status, "text/html; charset=utf-8", htmlPage(title, body, head));
  }

  function sendRedirect(req: IncomingMessage, res: ServerResponse, status: 301 | 302, location: string): void {
    const body = htmlPage(
      status === 301 ? "Movido permanentemente" : "Encontrado",
      `<p>El documento está en <a href="${escapeXml(location)}">${escapeXml(location)}</a>.</p>`,
    );
    sendText(req, res, status, "text/html; charset=utf-8", body, { Location: location });
  }
  function serveRoute(req: IncomingMessage, res: ServerResponse, route: Route): void {
    const { newspaper, spec } = route;
    switch (spec.behaviour) {
      case "healthy":
      case "latin1":
        sendFeed(req, res, route);
        return;
      case "500":
        sendHtml(req, res, 500, "Error interno", "<h1>Error interno del servidor</h1><p>Inténtelo de nuevo más tarde.</p>");
        return;
      case "429":
        sendText(req, res, 429, "text/plain; charset=utf-8", "Demasiadas solicitudes. Vuelva a intentarlo en dos minutos.\n", {
          "Retry-After": "120",
        });
        return;
      case "404":
        sendHtml(req, res, 404, "Página no encontrada", "<h1>Página no encontrada</h1>");
        return;
      case "hang":
        // Accept the request and never answer; close() destroys the socket.
        return;
      case "slow": {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed && !res.writableEnded) sendFeed(req, res, route);
        }, slowDelayMs);
        timers.add(timer);
        res.on("close", () => {
          clearTimeout(timer);
          timers.delete(timer);
        });
        return;
      }
      case "redirect-301":
        sendRedirect(req, res, 301, `${url}${spec.redirectTo ?? "/"}`);
        return;
      case "redirect-302":
        // Two hops, written as relative references: /…/feed → /…/feed/ → rss2.xml (resolved against /…/feed/).
        if (route.hop === 0) sendRedirect(req, res, 302, `/${newspaper.slug}/feed/`);
        else sendRedirect(req, res, 302, (spec.redirectTo ?? "/").split("/").pop() ?? "/");
        return;
      case "redirect-loop":
        sendRedirect(req, res, 302, route.hop === 0 ? (spec.redirectTo ?? "/") : spec.path);
        return;
      case "malformed":
        sendText(req, res, 200, CONTENT_TYPES.rss2, renderMalformedRss(documentFor(newspaper, { ...spec, format: "rss2" }, now())));
        return;
      case "truncated":
        sendText(
          req,
          res,
          200,
          CONTENT_TYPES.rss2,
          truncateDocument(renderFeed(documentFor(newspaper, { ...spec, format: "rss2" }, now()))),
        );
        return;
      case "gzip-bomb":
        void gzipBomb().then(
          (bomb) => {
            if (res.destroyed) return;
            res.writeHead(200, { "Content-Type": CONTENT_TYPES.rss2, "Content-Encoding": "gzip", "Content-Length": String(bomb.length) });
            res.end(req.method === "HEAD" ? undefined : bomb);
          },
          () => res.destroy(),
        );
        return;
      case "not-modified":
        // Never changes, yet ignores conditional requests and claims a fresh Last-Modified each time.
        frozen ??= renderFeed(documentFor(newspaper, { ...spec, format: "rss2" }, startedAt));
        sendText(req, res, 200, CONTENT_TYPES.rss2, frozen, {
          "Last-Modified": new Date(now()).toUTCString(),
          "Cache-Control": "no-cache",
        });
        return;
      case "html":
        sendHtml(
          req,
          res,
          200,
          `${newspaper.name} - Portada`,
          `<h1>${escapeXml(newspaper.name)}</h1>\n<p>${escapeXml(newspaper.tagline)}</p>\n<p>Esta dirección ya no publica RSS: visite la portada.</p>`,
          `<link rel="alternate" type="application/rss+xml" title="${escapeXml(newspaper.name)}" href="${escapeXml(newspaper.feeds[0]?.path ?? "/")}">\n`,
        );
        return;
    }
  }

  function serveIndex(req: IncomingMessage, res: ServerResponse): void {
    const list = active
      .map(({ newspaper, feeds: specs }) => {
        const links = specs
          .map(
            (s) =>
              `<li><a href="${escapeXml(s.path)}">${escapeXml(s.path)}</a> (${s.format}, ${s.behaviour}${s.category ? `, ${s.category}` : ""})</li>`,
          )
          .join("");
        return `<li><a href="/${newspaper.slug}/">${escapeXml(newspaper.name)}</a><ul>${links}</ul></li>`;
      })
      .join("\n");
    sendHtml(
      req,
      res,
      200,
      "Redacción simulada de Rotativa",
      `<h1>Redacción simulada</h1>\n<p><a href="/sources.json">sources.json</a></p>\n<ul>\n${list}\n</ul>`,
    );
  }

  function serveNewspaperHome(req: IncomingMessage, res: ServerResponse, newspaper: DemoNewspaper): void {
    const items = generator.feedItems(newspaper.slug, null, now(), 15);
    const alternates = newspaper.feeds
      .filter((f) => f.listed && routes.has(f.path))
      .map(
        (f) =>
          `<link rel="alternate" type="${f.format === "json" ? "application/feed+json" : f.format === "atom" ? "application/atom+xml" : "application/rss+xml"}" href="${escapeXml(f.path)}">`,
      )
      .join("\n");
    const list = items.map((i) => `<li><a href="${escapeXml(i.path)}">${escapeXml(i.title)}</a></li>`).join("\n");
    sendHtml(
      req,
      res,
      200,
      newspaper.name,
      `<h1>${escapeXml(newspaper.name)}</h1>\n<p>${escapeXml(newspaper.tagline)}</p>\n<ul>\n${list}\n</ul>`,
      `${alternates}\n`,
    );
  }

  function serveArticle(req: IncomingMessage, res: ServerResponse, newspaper: DemoNewspaper, path: string, id: number): boolean {
    const item = generator.articleById(newspaper.slug, id, now());
    if (!item || item.path !== path) return false;
    const head = [
      `<meta name="description" content="${escapeXml(item.summary)}">`,
      `<meta property="og:title" content="${escapeXml(item.title)}">`,
      `<meta property="og:description" content="${escapeXml(item.summary)}">`,
      `<meta property="og:url" content="${escapeXml(item.url)}">`,
      item.image ? `<meta property="og:image" content="${escapeXml(item.image.url)}">` : "",
      `<meta property="article:published_time" content="${new Date(item.publishedAt).toISOString()}">`,
      `<link rel="canonical" href="${escapeXml(item.url)}">`,
    ]
      .filter((line) => line !== "")
      .join("\n");
    const byline = item.author ? `<p class="autor">${escapeXml(item.author)}</p>` : "";
    const content = item.contentHtml ?? `<p>${escapeXml(item.summary)}</p>`;
    sendHtml(
      req,
      res,
      200,
      `${item.title} | ${newspaper.name}`,
      `<article>\n<h1>${escapeXml(item.title)}</h1>\n${byline}\n${content}\n</article>`,
      `${head}\n`,
    );
    return true;
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    counts.set(path, (counts.get(path) ?? 0) + 1);
    total += 1;
    if (req.method !== "GET" && req.method !== "HEAD") {
      sendText(req, res, 405, "text/plain; charset=utf-8", "Método no permitido\n", { Allow: "GET, HEAD" });
      return;
    }
    const route = routes.get(path);
    if (route) {
      serveRoute(req, res, route);
      return;
    }
    if (path === "/") {
      serveIndex(req, res);
      return;
    }
    if (path === "/sources.json") {
      const note = "Periódicos inventados de la redacción simulada de Rotativa (solo para la demostración y las pruebas).";
      sendText(req, res, 200, "application/json; charset=utf-8", `${JSON.stringify({ note, newspapers: sources }, null, 2)}\n`);
      return;
    }
    const image = /^\/imagenes\/([a-z0-9-]+)\/(\d{1,15})\.png$/.exec(path);
    if (image && pagesByNewspaper.has(image[1] ?? "")) {
      const png = imageBytes(imageColorIndex(image[1] ?? "", Number(image[2])));
      sendText(req, res, 200, "image/png", png, { "Cache-Control": "public, max-age=86400" });
      return;
    }
    const home = /^\/([a-z0-9-]+)\/$/.exec(path);
    const homeNewspaper = home ? pagesByNewspaper.get(home[1] ?? "") : undefined;
    if (homeNewspaper) {
      serveNewspaperHome(req, res, homeNewspaper);
      return;
    }
    const article = /^\/([a-z0-9-]+)\/(?:[a-z0-9-]+\/)?\d{4}\/\d{2}\/\d{2}\/[a-z0-9-]+-(\d{1,15})$/.exec(path);
    const articleNewspaper = article ? pagesByNewspaper.get(article[1] ?? "") : undefined;
    if (articleNewspaper && serveArticle(req, res, articleNewspaper, path, Number(article?.[2]))) return;
    sendHtml(req, res, 404, "Página no encontrada", "<h1>Página no encontrada</h1>");
  }

  // WebSub: publish each well-behaved feed to the hub when its content changed (new minute's news).
  const hub = options.hub;
  const published = new Map<string, string>();
  const publisher = hub
    ? setInterval(() => {
        for (const [path, route] of routes) {
          if (route.hop !== 0 || route.spec.behaviour !== "healthy") continue;
          const rep = representation(route);
          if (published.get(path) === rep.etag) continue;
          const first = !published.has(path);
          published.set(path, rep.etag);
          if (!first) void hub.publish(`${url}${path}`, rep.body.toString("utf8"), { contentType: rep.contentType }).catch(() => undefined);
        }
      }, options.publishEveryMs ?? 5_000)
    : null;
  publisher?.unref();

  return {
    url,
    sources,
    feeds,
    generator,
    requests(path?: string): number {
      return path === undefined ? total : (counts.get(path) ?? 0);
    },
    close(): Promise<void> {
      closing ??= new Promise<void>((resolve) => {
        if (publisher) clearInterval(publisher);
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
      return closing;
    },
  };
}
