/*
 * A WebSub hub for the demo and the tests (W3C WebSub §5–§7), on loopback only: takes
 * subscription requests (202), verifies each subscriber's intent with a GET on its callback, and
 * distributes published content to the verified subscribers with an X-Hub-Signature HMAC. It
 * calls loopback callbacks only and never relays anything elsewhere.
 */
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/** A verified subscription the hub holds. */
export interface HubSubscription {
  topic: string;
  callback: string;
  secret: string | null;
  leaseSeconds: number;
  expiresAt: number;
}

/** A running hub. */
export interface LocalHub {
  /** "http://127.0.0.1:PORT/" — the address feeds advertise in `<link rel="hub">`. */
  url: string;
  /** Verified, unexpired subscriptions. */
  subscriptions(): HubSubscription[];
  /** Every request the hub received: mode, topic and callback, in order. */
  requests: { mode: string; topic: string; callback: string; at: number }[];
  /** Sends content to every subscriber of `topic`; resolves with their answers' statuses. */
  publish(
    topic: string,
    body: string,
    options?: { contentType?: string; algorithm?: "sha1" | "sha256"; forgeSignature?: boolean },
  ): Promise<number[]>;
  /** Resolves when every verification of intent begun so far has ended. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

function isLoopback(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return host === "127.0.0.1" || host === "localhost" || host === "[::1]" || /^127\./.test(host);
  } catch {
    return false;
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** Starts the hub; `leaseSeconds` is the lease it grants (tests pass a short one to see renewals). */
export async function startLocalHub(options: { leaseSeconds?: number; now?: () => number } = {}): Promise<LocalHub> {
  const now = options.now ?? Date.now;
  const granted = options.leaseSeconds ?? 3600;
  const verified = new Map<string, HubSubscription>();
  const requests: LocalHub["requests"] = [];
  const sockets = new Set<Socket>();
  const key = (topic: string, callback: string) => `${topic} ${callback}`;
  const pending = new Set<Promise<void>>();

  const verify = async (mode: string, topic: string, callback: string, secret: string | null) => {
    const challenge = randomBytes(12).toString("hex");
    const url = new URL(callback);
    url.searchParams.set("hub.mode", mode);
    url.searchParams.set("hub.topic", topic);
    url.searchParams.set("hub.challenge", challenge);
    if (mode === "subscribe") url.searchParams.set("hub.lease_seconds", String(granted));
    const answer = await fetch(url, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
    const confirmed = answer !== null && answer.ok && (await answer.text()) === challenge;
    if (!confirmed) return;
    if (mode === "subscribe")
      verified.set(key(topic, callback), { topic, callback, secret, leaseSeconds: granted, expiresAt: now() + granted * 1000 });
    else verified.delete(key(topic, callback));
  };

  const server: Server = createServer((req, res) => {
    if (req.method !== "POST") return void res.writeHead(405).end();
    void readBody(req).then((text) => {
      const form = new URLSearchParams(text);
      const mode = form.get("hub.mode") ?? "";
      const topic = form.get("hub.topic") ?? "";
      const callback = form.get("hub.callback") ?? "";
      if ((mode !== "subscribe" && mode !== "unsubscribe") || !topic || !isLoopback(callback)) {
        res.writeHead(400, { "Content-Type": "text/plain" }).end("bad request");
        return;
      }
      requests.push({ mode, topic, callback, at: now() });
      res.writeHead(202).end();
      // Verification of intent happens after the answer, as real hubs do.
      const verification = new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
        verify(mode, topic, callback, form.get("hub.secret")),
      );
      pending.add(verification);
      void verification.finally(() => pending.delete(verification));
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    subscriptions: () => [...verified.values()].filter((subscription) => subscription.expiresAt > now()),
    async publish(topic, body, publishOptions = {}) {
      const targets = [...verified.values()].filter((subscription) => subscription.topic === topic && subscription.expiresAt > now());
      return Promise.all(
        targets.map(async (subscription) => {
          const algorithm = publishOptions.algorithm ?? "sha256";
          const headers: Record<string, string> = {
            "Content-Type": publishOptions.contentType ?? "application/rss+xml; charset=utf-8",
            Link: `<${`http://127.0.0.1:${port}/`}>; rel="hub", <${topic}>; rel="self"`,
          };
          if (subscription.secret !== null) {
            const secret = publishOptions.forgeSignature ? "not-the-secret" : subscription.secret;
            headers["X-Hub-Signature"] = `${algorithm}=${createHmac(algorithm, secret).update(body).digest("hex")}`;
          }
          const answer = await fetch(subscription.callback, { method: "POST", headers, body, signal: AbortSignal.timeout(10_000) });
          await answer.arrayBuffer();
          return answer.status;
        }),
      );
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
