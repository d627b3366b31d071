import { describe, expect, it } from "vitest";
import { createArticle } from "../../tests/support/builders.js";
import { freshDatabaseForEachTest } from "../../tests/support/fresh-database.js";
import { bodyText, startSmtpSink } from "../../tests/support/smtp-sink.js";
import { createSmtpSender } from "../config/mail.server.js";
import type { Db } from "../db/schema.js";
import { countAlerts, listStoredAlerts } from "../models/feed-alert.server.js";
import { recordFeedFetch } from "../models/feed.server.js";
import { syncReferenceData } from "../models/reference.server.js";
import { type AlertDeps, checkFeedAlerts } from "./feed-alerts.server.js";

const HOUR = 3_600_000;
const START = Date.UTC(2026, 10, 22, 12, 0);
const fresh = freshDatabaseForEachTest({ referenceData: false });

async function setUp(db: Db): Promise<{ a: number; b: number }> {
  await syncReferenceData(db, [
    {
      slug: "la-fuente",
      name: "La Fuente",
      siteUrl: "https://fuente.invalid",
      homeDepartment: null,
      feeds: [
        { url: "https://fuente.invalid/a.xml", category: null },
        { url: "https://fuente.invalid/b.xml", category: null },
      ],
    },
  ]);
  const [a, b] = (await db.selectFrom("feeds").select("id").orderBy("id").execute()).map((f) => f.id) as [number, number];
  // Both feeds have published hourly until now.
  for (const feedId of [a, b]) {
    for (let i = 0; i < 12; i += 1) await createArticle(db, { newspaper: "la-fuente", feed_id: feedId, published_at: START - i * HOUR });
    await recordFeedFetch(db, feedId, { ok: true, at: START, nextFetchAt: START + 600_000, httpStatus: 200, minIntervalSeconds: null });
  }
  return { a, b };
}

const fail = (db: Db, feedId: number, at: number) =>
  recordFeedFetch(db, feedId, {
    ok: false,
    at,
    nextFetchAt: at + 600_000,
    httpStatus: 404,
    error: "http-status (HTTP 404): Not Found",
    minIntervalSeconds: null,
  });

function recorder() {
  const lines: { level: string; msg: string; data: Record<string, unknown> }[] = [];
  return {
    lines,
    info: (data: Record<string, unknown>, msg: string) => lines.push({ level: "info", msg, data }),
    warn: (data: Record<string, unknown>, msg: string) => lines.push({ level: "warn", msg, data }),
  };
}

describe("feed alerts", () => {
  it("e-mail a failing feed once, its recovery once, and its next failure once, and log each change once", async () => {
    const db = fresh.db;
    const { a, b } = await setUp(db);
    const sink = await startSmtpSink();
    const log = recorder();
    let now = START;
    const deps: AlertDeps = {
      db,
      log: log as unknown as AlertDeps["log"],
      afterMs: 6 * HOUR,
      siteUrl: "https://rotativa.example.co",
      mail: { sender: createSmtpSender(sink.url), to: "operador@example.co", from: "Rotativa <rotativa@example.co>" },
      now: () => now,
    };
    try {
      // Feed a fails from START on; b keeps publishing (so the newspaper is not in alert).
      const keepB = async () => {
        await createArticle(db, { newspaper: "la-fuente", feed_id: b, published_at: now });
        await recordFeedFetch(db, b, { ok: true, at: now, nextFetchAt: now + 600_000, httpStatus: 200, minIntervalSeconds: null });
      };
      await fail(db, a, START);
      for (const hours of [1, 3, 5.9]) {
        now = START + hours * HOUR;
        await fail(db, a, now);
        await keepB();
        expect((await checkFeedAlerts(deps)).changed).toEqual([]);
      }
      expect(sink.mails).toHaveLength(0);

      // Past the threshold: in alert, one e-mail, however many checks follow.
      for (const hours of [6, 6.5, 7, 9]) {
        now = START + hours * HOUR;
        await fail(db, a, now);
        await keepB();
        await checkFeedAlerts(deps);
      }
      expect(sink.mails).toHaveLength(1);
      const first = bodyText(sink.mails[0]!);
      expect(sink.mails[0]!.to).toEqual(["<operador@example.co>"]);
      expect(sink.mails[0]!.data).toMatch(/^Subject: \[Rotativa\] Fuentes: 1 en alerta$/m);
      expect(first).toContain("Fuente falla desde");
      expect(first).toContain("La Fuente: https://fuente.invalid/a.xml");
      expect(first).toContain("http-status (HTTP 404): Not Found");
      expect(await countAlerts(db)).toEqual({ feed: 1, newspaper: 0 });

      // Recovery: one e-mail, and the row is gone once told.
      now = START + 10 * HOUR;
      await createArticle(db, { newspaper: "la-fuente", feed_id: a, published_at: now });
      await recordFeedFetch(db, a, { ok: true, at: now, nextFetchAt: now + 600_000, httpStatus: 200, minIntervalSeconds: null });
      await keepB();
      await checkFeedAlerts(deps);
      now += HOUR / 2;
      await checkFeedAlerts(deps);
      expect(sink.mails).toHaveLength(2);
      expect(sink.mails[1]!.data).toMatch(/^Subject: \[Rotativa\] Fuentes: 1 recuperada$/m);
      expect(bodyText(sink.mails[1]!)).toContain("Fuente de nuevo normal: La Fuente: https://fuente.invalid/a.xml");
      expect(await listStoredAlerts(db)).toEqual([]);
      expect(await countAlerts(db)).toEqual({ feed: 0, newspaper: 0 });

      // Failing again past the threshold: one more e-mail.
      const again = now;
      for (const hours of [0, 2, 6, 7, 8]) {
        now = again + hours * HOUR;
        await fail(db, a, now);
        await keepB();
        await checkFeedAlerts(deps);
      }
      expect(sink.mails).toHaveLength(3);
      expect(sink.mails[2]!.data).toMatch(/^Subject: \[Rotativa\] Fuentes: 1 en alerta$/m);

      const changes = log.lines.filter((line) => line.msg.startsWith("feed alert"));
      expect(changes.map((line) => `${line.level} ${String(line.data.state)}`)).toEqual(["warn failing", "info ok", "warn failing"]);
    } finally {
      deps.mail?.sender.close();
      await sink.close();
    }
  });

  it("keep a change to tell when the mail server fails, and send it at the next check", async () => {
    const db = fresh.db;
    const { a } = await setUp(db);
    const sink = await startSmtpSink();
    const log = recorder();
    const now = START + 7 * HOUR;
    const deps: AlertDeps = {
      db,
      log: log as unknown as AlertDeps["log"],
      afterMs: 6 * HOUR,
      siteUrl: "https://rotativa.example.co",
      mail: { sender: createSmtpSender(sink.url), to: "operador@example.co", from: "rotativa@example.co" },
      now: () => now,
    };
    try {
      await fail(db, a, START);
      sink.failNext(1);
      expect((await checkFeedAlerts(deps)).sent).toBe(0);
      expect(sink.mails).toHaveLength(0);
      expect(log.lines.some((line) => line.msg === "feed alerts: e-mail failed, will retry")).toBe(true);
      // Three changes in one e-mail: a fails, b (hourly) has been silent 7 h, and so the newspaper is in alert.
      expect((await checkFeedAlerts(deps)).sent).toBe(3);
      expect((await checkFeedAlerts(deps)).sent).toBe(0);
      expect(sink.mails).toHaveLength(1);
    } finally {
      deps.mail?.sender.close();
      await sink.close();
    }
  });

  it("put the newspaper in alert when all its feeds are, and survive a restart without telling it again", async () => {
    const db = fresh.db;
    const { a, b } = await setUp(db);
    const sent: string[] = [];
    const now = START + 8 * HOUR;
    const deps = (): AlertDeps => ({
      db,
      log: recorder() as unknown as AlertDeps["log"],
      afterMs: 6 * HOUR,
      siteUrl: "https://rotativa.example.co",
      mail: {
        sender: { send: async (mail) => void sent.push(mail.text), close: () => undefined },
        to: "o@example.co",
        from: "r@example.co",
      },
      now: () => now,
    });
    await fail(db, a, START);
    await fail(db, b, START + HOUR);
    const { changed } = await checkFeedAlerts(deps());
    expect(changed.map((alert) => alert.subject).sort()).toEqual([`feed:${a}`, `feed:${b}`, "newspaper:la-fuente"]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain("Periódico falla desde");
    // A new process (fresh deps, same database): nothing new to say.
    await checkFeedAlerts(deps());
    expect(sent).toHaveLength(1);
    expect(await countAlerts(db)).toEqual({ feed: 2, newspaper: 1 });
  });

  it("say a feed removed from the sources is no longer read, once", async () => {
    const db = fresh.db;
    const { a } = await setUp(db);
    const sent: string[] = [];
    const deps: AlertDeps = {
      db,
      log: recorder() as unknown as AlertDeps["log"],
      afterMs: 6 * HOUR,
      siteUrl: "https://rotativa.example.co",
      mail: {
        sender: { send: async (mail) => void sent.push(mail.text), close: () => undefined },
        to: "o@example.co",
        from: "r@example.co",
      },
      now: () => START + 7 * HOUR,
    };
    await fail(db, a, START);
    await checkFeedAlerts(deps);
    await db.updateTable("feeds").set({ enabled: 0 }).where("id", "=", a).execute();
    await checkFeedAlerts(deps);
    await checkFeedAlerts(deps);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toContain("ya no se lee: retirada de las fuentes");
  });
});
