/*
 * Load shedding for the work that costs the most (uncached searches, reports, their CSV): at most
 * `concurrency` requests run at once, a few more wait in a short queue, and the rest are refused
 * at once with 503 and Retry-After. A storm of searches then costs a bounded amount of CPU and
 * memory, the pages served from the micro-cache (answered before express) keep their speed, and
 * every refused reader learns it within milliseconds instead of waiting seconds for a timeout.
 *
 * A request waits in the queue only while the wait it can expect (the queue ahead of it times
 * the recent service time, shared by the running slots) stays under `maxWaitMs`: a queue that
 * would make it late refuses it now, when refusing is cheap, rather than after the wait. The
 * estimate can be wrong (a burst of slow searches), so a queued request that has waited
 * `maxWaitMs` all the same is refused then: no request waits longer than that for a slot.
 */
import type { Request, RequestHandler } from "express";
import { plainPage } from "../text/plain-page.js";

/** Settings of a gate (EXPENSIVE_CONCURRENCY, EXPENSIVE_QUEUE, EXPENSIVE_WAIT_MS). */
export interface WorkGateOptions {
  /** Requests of this kind running at once. */
  concurrency: number;
  /** Requests waiting for a slot, at most. */
  queue: number;
  /** Longest expected wait a request is queued for; beyond it, refused at once. */
  maxWaitMs: number;
  now?: () => number;
}

/** A slot: call it once when the work is over (answer sent, or the client gone). */
export type Release = () => void;

/** What a gate says to a request: run now (a slot), or come back later. */
export type Admission = { admitted: true; release: Release; waitedMs: number } | { admitted: false; retryAfterSeconds: number };

/** The gate's state, for metrics and tests. */
export interface WorkGateStats {
  running: number;
  queued: number;
  admitted: number;
  shed: number;
  /** Recent time a slot is held, ms (an exponentially weighted mean). */
  serviceMs: number;
}

/** A bounded place for expensive work: a few run, a few wait, the rest are told to retry. */
export interface WorkGate {
  /** Takes a slot now, waits for one in the queue, or refuses; `abandoned` (the client left) gives up a queued place. */
  enter(abandoned?: AbortSignal): Promise<Admission>;
  stats(): WorkGateStats;
}

/** Service time assumed before the first request finished. */
const INITIAL_SERVICE_MS = 50;
/** Weight of the newest service time in the running mean. */
const SMOOTHING = 0.2;
/** Retry-After is at least this, and at most MAX_RETRY_SECONDS. */
const MIN_RETRY_SECONDS = 1;
const MAX_RETRY_SECONDS = 30;

/** Creates a gate (one per kind of work and process; the composition root owns it). */
export function createWorkGate(options: WorkGateOptions): WorkGate {
  const now = options.now ?? Date.now;
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  const queueLimit = Math.max(0, Math.floor(options.queue));
  let running = 0;
  let admitted = 0;
  let shed = 0;
  let serviceMs = INITIAL_SERVICE_MS;
  const waiting: {
    resolve: (admission: Admission) => void;
    queuedAt: number;
    gone: boolean;
    timer: ReturnType<typeof setTimeout> | null;
  }[] = [];
  const leave = (entry: (typeof waiting)[number]) => {
    entry.gone = true;
    if (entry.timer) clearTimeout(entry.timer);
    const index = waiting.indexOf(entry);
    if (index >= 0) waiting.splice(index, 1);
  };

  const slot = (): Release => {
    const started = now();
    let released = false;
    running += 1;
    admitted += 1;
    return () => {
      if (released) return;
      released = true;
      running -= 1;
      serviceMs = serviceMs * (1 - SMOOTHING) + Math.max(0, now() - started) * SMOOTHING;
      next();
    };
  };
  const next = () => {
    while (running < concurrency && waiting.length > 0) {
      const entry = waiting.shift();
      if (!entry || entry.gone) continue;
      if (entry.timer) clearTimeout(entry.timer);
      entry.resolve({ admitted: true, release: slot(), waitedMs: now() - entry.queuedAt });
    }
  };
  const expectedWaitMs = (ahead: number) => ((ahead + 1) * serviceMs) / concurrency;

  return {
    enter(abandoned) {
      if (running < concurrency && waiting.length === 0) return Promise.resolve({ admitted: true, release: slot(), waitedMs: 0 });
      const ahead = waiting.filter((entry) => !entry.gone).length;
      if (ahead >= queueLimit || expectedWaitMs(ahead) > options.maxWaitMs) {
        shed += 1;
        // When the queue in front of a retry should have drained.
        const drainSeconds = Math.ceil(expectedWaitMs(ahead) / 1000);
        return Promise.resolve({
          admitted: false,
          retryAfterSeconds: Math.min(MAX_RETRY_SECONDS, Math.max(MIN_RETRY_SECONDS, drainSeconds)),
        });
      }
      return new Promise<Admission>((resolve) => {
        const entry: (typeof waiting)[number] = { resolve, queuedAt: now(), gone: false, timer: null };
        waiting.push(entry);
        const refuse = (counted: boolean) => {
          if (entry.gone) return;
          leave(entry);
          if (counted) shed += 1;
          resolve({ admitted: false, retryAfterSeconds: MIN_RETRY_SECONDS });
        };
        entry.timer = setTimeout(() => refuse(true), Math.max(1, options.maxWaitMs));
        entry.timer.unref?.();
        abandoned?.addEventListener("abort", () => refuse(false), { once: true });
      });
    },
    stats: () => ({ running, queued: waiting.length, admitted, shed, serviceMs: Math.round(serviceMs) }),
  };
}

/** What the load context carries about a shed request that Remix must answer (a `.data` request). */
export interface ShedNotice {
  retryAfterSeconds: number;
}

/** The Spanish page of a refused request: short, no scripts, readable without anything else. */
export function sheddingPage(): string {
  return plainPage(
    503,
    "Service Unavailable",
    "Hay muchas búsquedas en este momento y no pudimos atender la suya. Vuelva a intentarlo en unos segundos; la portada y las noticias siguen disponibles.",
    [
      { href: "/", text: "Ir a la portada" },
      { href: "/ultima-hora", text: "Última hora" },
    ],
  );
}

/** Which requests go through the gate: the ones that do expensive work when the micro-cache misses. */
export function isExpensiveRequest(req: Pick<Request, "method" | "path" | "query">): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const path = req.path.replace(/\.data$/, "");
  // The empty search form costs nothing: only a search with words does.
  if (path === "/busqueda") return typeof req.query.q === "string" && req.query.q.trim() !== "";
  return path === "/reportes" || path === "/reportes.csv";
}

/**
 * Express middleware: runs expensive requests under the gate. A refused document request gets
 * the 503 page here (no render, no database); a refused `.data` request (a navigation inside the
 * page) is marked in `res.locals.shed` for its loader to throw the 503, which the browser's
 * router understands. The slot is held until the answer is sent or the client goes away.
 */
export function shedExpensiveWork(gate: WorkGate, options: { onShed?: (req: Request) => void } = {}): RequestHandler {
  return (req, res, next) => {
    if (!isExpensiveRequest(req)) return next();
    const gone = new AbortController();
    const onClose = () => gone.abort();
    res.once("close", onClose);
    void gate.enter(gone.signal).then((admission) => {
      if (admission.admitted) {
        res.once("close", admission.release);
        if (res.destroyed) admission.release();
        return next();
      }
      res.off("close", onClose);
      if (gone.signal.aborted || res.destroyed) return;
      options.onShed?.(req);
      if (req.path.endsWith(".data")) {
        res.locals.shed = { retryAfterSeconds: admission.retryAfterSeconds } satisfies ShedNotice;
        return next();
      }
      res
        .status(503)
        .set({ "Retry-After": String(admission.retryAfterSeconds), "Cache-Control": "no-store" })
        .type("html")
        .send(sheddingPage());
    }, next);
  };
}
