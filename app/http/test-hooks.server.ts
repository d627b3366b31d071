import { type Request as ExpressRequest, type Response as ExpressResponse, Router, urlencoded } from "express";
import type { BuildRegistry } from "./builds.server.js";
import type { FlashToasts } from "./flash.server.js";
import { TOAST_POSITIONS, type ToastPosition } from "../text/ui-constants.js";

/**
 * Endpoints that let the end-to-end tests cause what they cannot wait for: a deployment, a
 * toast left by a redirect. server.ts mounts them only with ENABLE_TEST_HOOKS=1; never on a
 * public site.
 */
export function testHookEndpoints(deps: { builds: BuildRegistry; flash: FlashToasts }): Router {
  const router = Router();
  // Only on the hook's own route: a router-wide body parser would eat the app's form posts.
  const form = urlencoded({ extended: false, limit: "4kb" });

  // POST: from now on /builds/latest.json reports a new build id, as after a deployment.
  router.post("/__test/build", (_req: ExpressRequest, res: ExpressResponse) => {
    res.json(deps.builds.simulateDeployment());
  });
  // POST …/restore: back to the build actually served. (A POST: every other method is refused with
  // a 405 before any route is reached, test hooks included.)
  router.post("/__test/build/restore", (_req: ExpressRequest, res: ExpressResponse) => {
    deps.builds.restore();
    res.json(deps.builds.latest());
  });

  // POST message=…[&life=ms][&title=…][&kind=…][&position=…]: leaves a toast for the next page, as an action would.
  router.post("/__test/toast", form, async (req: ExpressRequest, res: ExpressResponse) => {
    const form = req.body as Record<string, string | undefined>;
    const life = form.life ? Number(form.life) : undefined;
    const kind = form.kind === "success" || form.kind === "error" ? form.kind : "info";
    const position = TOAST_POSITIONS.includes(form.position as ToastPosition) ? (form.position as ToastPosition) : undefined;
    const request = new Request("http://localhost/", { headers: { Cookie: req.headers.cookie ?? "" } });
    try {
      const setCookie = await deps.flash.add(request, { kind, message: form.message ?? "", title: form.title, life, position });
      res.set("Set-Cookie", setCookie).status(204).end();
    } catch (error) {
      res.status(400).json({ error: error instanceof Error ? error.message : String(error) });
    }
  });
  return router;
}
