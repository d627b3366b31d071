import { randomBytes } from "node:crypto";
import { type Request as ExpressRequest, type Response as ExpressResponse, Router } from "express";
import { cacheControlFor, type RouteRulesMatcher, routeRulesMatcher } from "../text/route-rules.js";

/** What GET /builds/latest.json answers: the build being served and when it was made (epoch ms). */
export interface BuildInfo {
  id: string;
  timestamp: number;
}

/** What GET /builds/meta/{id}.json answers: the build's route rules and prerendered paths. */
export interface BuildMeta extends BuildInfo {
  matcher: RouteRulesMatcher;
  /** Paths rendered at build time. Every page here is rendered per request, so the list is empty. */
  prerendered: string[];
}

/**
 * The builds this process knows: the one it serves and, after a simulated deployment (test
 * hooks only), the ones before it. A real deployment is a new process with a new build, so in
 * production the registry holds exactly one build.
 */
export interface BuildRegistry {
  latest(): BuildInfo;
  meta(id: string): BuildMeta | null;
  /** Makes a new build id current, as a deployment would; for the end-to-end tests. */
  simulateDeployment(): BuildInfo;
  /** Goes back to the build the process started with. */
  restore(): void;
}

/** Builds the registry for the build a process serves. */
export function createBuildRegistry(served: BuildInfo, now: () => number = Date.now): BuildRegistry {
  const metaOf = (info: BuildInfo): BuildMeta => ({ ...info, matcher: routeRulesMatcher(), prerendered: [] });
  const known = new Map<string, BuildMeta>([[served.id, metaOf(served)]]);
  let current: BuildInfo = served;
  return {
    latest: () => ({ id: current.id, timestamp: current.timestamp }),
    meta: (id) => known.get(id) ?? null,
    simulateDeployment() {
      current = { id: randomBytes(4).toString("hex"), timestamp: now() };
      known.set(current.id, metaOf(current));
      return current;
    },
    restore() {
      for (const id of known.keys()) if (id !== served.id) known.delete(id);
      current = served;
    },
  };
}

// Build ids are Remix's assets versions: short lowercase hex.
const BUILD_ID = /^[0-9a-f]{1,64}$/;

/** GET /builds/latest.json (never cached) and GET /builds/meta/{id}.json (immutable; 404 for an unknown id). */
export function buildEndpoints(registry: BuildRegistry): Router {
  const router = Router();
  router.get("/builds/latest.json", (_req: ExpressRequest, res: ExpressResponse) => {
    res.set("Cache-Control", cacheControlFor("/builds/latest.json"));
    res.json(registry.latest());
  });
  router.get("/builds/meta/:file", (req: ExpressRequest, res: ExpressResponse) => {
    const file = String(req.params.file);
    const id = file.endsWith(".json") ? file.slice(0, -".json".length) : "";
    const meta = BUILD_ID.test(id) ? registry.meta(id) : null;
    if (!meta) {
      // Not cached: during a rolling deployment the id may become known a moment later.
      res.set("Cache-Control", "no-cache");
      res.status(404).json({ error: "Build desconocido", id });
      return;
    }
    res.set("Cache-Control", cacheControlFor(req.path));
    res.json(meta);
  });
  return router;
}
