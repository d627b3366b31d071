import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { Ajv2020 } from "ajv/dist/2020.js";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { OpenDatabase } from "../../db/database.server.js";
import { createMemoryRateLimiter, NO_LIMIT, type RateLimiter } from "../../models/rate-limit.server.js";
import { createArticle } from "../../../tests/support/builders.js";
import { createTestDatabase } from "../../../tests/support/test-db.js";
import { pagePayload, pageUrlOf, payloadPathOf, unknownPayload } from "./payload.server.js";
import { PAGE_SCHEMAS, publishedJsonSchema } from "./schemas.server.js";
import { PAYLOAD_ENDPOINTS } from "./endpoints.js";

describe("payload paths", () => {
  it("puts /_payload.json after the page's path and before its query, and back", () => {
    expect(payloadPathOf("/")).toBe("/_payload.json");
    expect(payloadPathOf("/busqueda?q=cali")).toBe("/busqueda/_payload.json?q=cali");
    expect(payloadPathOf("/categorias/politica/ultima-hora")).toBe("/categorias/politica/ultima-hora/_payload.json");
    for (const page of ["/", "/ultima-hora", "/busqueda?q=reforma%20salud&orden=recientes", "/departamentos/antioquia/titulares"]) {
      const back = pageUrlOf(new URL(payloadPathOf(page), "http://rotativa.test"));
      expect(`${back.pathname}${back.search}`).toBe(page);
    }
  });

  it("answers the JSON 404 for an unknown payload path only", async () => {
    const answer = unknownPayload(new Request("http://rotativa.test/a/b/c/_payload.json"));
    expect(answer?.status).toBe(404);
    expect(await answer?.json()).toEqual({ error: "Page Not Found: /a/b/c/_payload.json" });
    expect(unknownPayload(new Request("http://rotativa.test/a/b/c"))).toBeNull();
    expect(unknownPayload(new Request("http://rotativa.test/a/b/payload.json"))).toBeNull();
  });
});

describe("pagePayload", () => {
  let database: OpenDatabase;
  const logged: unknown[] = [];
  beforeEach(async () => {
    database = await createTestDatabase();
    logged.length = 0;
  });
  afterEach(async () => {
    await database.close();
  });

  const args = (
    path: string,
    params: Record<string, string>,
    options: { method?: string; apiLimiter?: RateLimiter } = {},
  ): LoaderFunctionArgs => {
    const log = pino({ level: "error" }, { write: (line: string) => logged.push(JSON.parse(line)) });
    const context = {
      db: database.db,
      log,
      apiLimiter: options.apiLimiter ?? NO_LIMIT,
      searchLimiter: NO_LIMIT,
      clientIp: "203.0.113.5",
    } as unknown as AppLoadContext;
    return { request: new Request(`http://rotativa.test${path}`, { method: options.method ?? "GET" }), params, context };
  };

  it("answers the page's data in the versioned envelope, without the page's presentation fields", async () => {
    const id = await createArticle(database.db, {
      title: "Gobernación de Antioquia anuncia inversión en vías",
      published_at: Date.now() - 5 * 60_000,
    });
    const response = await pagePayload(args("/ultima-hora/_payload.json", { ventana: "ultima-hora" }), "ventana");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json");
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    const body = (await response.json()) as {
      version: number;
      page: string;
      path: string;
      data: Record<string, unknown> & { articles: { id: number }[] };
    };
    expect(body).toMatchObject({
      version: 1,
      page: "ventana",
      path: "/ultima-hora",
      data: { title: "Última hora", window: "ultima-hora", total: 1 },
    });
    expect(body.data.articles.map((article) => article.id)).toEqual([id]);
    expect(Object.keys(body.data)).not.toContain("emptyMessage");
    expect(Object.keys(body.data)).not.toContain("newArticlesHref");
    const ajv = new Ajv2020({ strict: false });
    expect(ajv.validate(publishedJsonSchema(), body), JSON.stringify(ajv.errors)).toBe(true);
  });

  it("keeps the page's validation: an invalid segment or an unknown article is the JSON 404 naming the path", async () => {
    const window = await pagePayload(args("/ayer/_payload.json", { ventana: "ayer" }), "ventana");
    expect(window.status).toBe(404);
    expect(window.headers.get("Cache-Control")).toBe("no-store");
    expect(await window.json()).toEqual({ error: "Page Not Found: /ayer/_payload.json" });
    const article = await pagePayload(args("/articulos/424242/_payload.json", { id: "424242" }), "articulo");
    expect(article.status).toBe(404);
    const family = await pagePayload(args("/categorias/no-existe/_payload.json", { slug: "no-existe" }), "categoria");
    expect(await family.json()).toEqual({ error: "Page Not Found: /categorias/no-existe/_payload.json" });
  });

  it("keeps the page's status and redirects: 400 with the data for refused filters, the short URL's payload for a full form", async () => {
    const refused = await pagePayload(args("/todas-las-noticias/_payload.json?categoria=nada", {}), "todas-las-noticias");
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { data: { filters: { problems: string[] } } }).data.filters.problems).toHaveLength(1);
    const redirected = await pagePayload(args("/busqueda/_payload.json?q=cali&orden=relevancia", {}), "busqueda");
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get("Location")).toBe("/busqueda/_payload.json?q=cali");
  });

  it("counts requests per address and answers 429 JSON with Retry-After past the limit; a preflight is never counted", async () => {
    const apiLimiter = createMemoryRateLimiter({ points: 2, durationSeconds: 60, keyPrefix: "api-test" });
    for (let i = 0; i < 3; i++) {
      const preflight = await pagePayload(args("/categorias/_payload.json", {}, { method: "OPTIONS", apiLimiter }), "categorias");
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get("Access-Control-Allow-Methods")).toBe("GET, HEAD, OPTIONS");
    }
    expect((await pagePayload(args("/categorias/_payload.json", {}, { apiLimiter }), "categorias")).status).toBe(200);
    expect((await pagePayload(args("/periodicos/_payload.json", {}, { apiLimiter }), "periodicos")).status).toBe(200);
    const refused = await pagePayload(args("/departamentos/_payload.json", {}, { apiLimiter }), "departamentos");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.headers.get("Access-Control-Allow-Origin")).toBe("*");
  });

  it("documents every page it serves, and serves every page it documents", () => {
    expect(PAYLOAD_ENDPOINTS.map((endpoint) => endpoint.page).sort()).toEqual(Object.keys(PAGE_SCHEMAS).sort());
    const defs = publishedJsonSchema().$defs as Record<string, unknown>;
    for (const page of Object.keys(PAGE_SCHEMAS)) expect(defs, page).toHaveProperty(`Payload_${page}`);
    expect(defs).toHaveProperty("Sources");
  });
});
