import addressparser from "nodemailer/lib/addressparser";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createArticle } from "../../../tests/support/builders.js";
import { bodyText, startSmtpSink } from "../../../tests/support/smtp-sink.js";
import { createTestDatabase } from "../../../tests/support/test-db.js";
import type { OpenDatabase } from "../../db/database.server.js";
import { createContactMessage, listContactMessages } from "../../models/contact.server.js";
import { createSmtpSender } from "../../config/mail.server.js";
import { forwardDueMessages, retryDelay } from "./contact-forward.server.js";

const silent = { info: () => undefined, warn: () => undefined };

describe("forwarding contact messages by e-mail", () => {
  let database: OpenDatabase;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeEach(async () => {
    database = await createTestDatabase();
    sink = await startSmtpSink();
  });
  afterEach(async () => {
    await sink.close();
    await database.close();
  });

  const store = (overrides: Partial<Parameters<typeof createContactMessage>[1]> = {}) =>
    createContactMessage(database.db, {
      name: "Ana Pérez",
      email: "ana@example.co",
      reason: "error",
      message: "El titular dice Cali pero la noticia es de Palmira.",
      articleId: null,
      createdAt: 1_000_000,
      forwardAt: 1_000_000,
      ...overrides,
    });

  it("sends a due message through SMTP, replying to the reader, and marks it forwarded", async () => {
    const articleId = await createArticle(database.db, { title: "Cali celebra la feria" });
    await store({ articleId });
    const sender = createSmtpSender(sink.url);
    const result = await forwardDueMessages({
      db: database.db,
      sender,
      to: "editores@rotativa.invalid",
      from: "Rotativa <rotativa@rotativa.invalid>",
      siteUrl: "https://rotativa.invalid",
      log: silent,
      now: () => 2_000_000,
    });
    sender.close();
    expect(result).toEqual({ sent: 1, failed: 0 });
    expect(sink.mails).toHaveLength(1);
    const mail = sink.mails[0]!;
    expect(mail.to).toEqual(["<editores@rotativa.invalid>"]);
    expect(mail.data).toMatch(/^Reply-To: =\?UTF-8\?.+<ana@example\.co>$/m);
    expect(mail.data).toMatch(/^Subject: .*Rotativa/m);
    const text = bodyText(mail);
    expect(text).toContain(`https://rotativa.invalid/articulos/${articleId}`);
    expect(text).toContain("Noticia: Cali celebra la feria");
    expect(text).toContain("Nombre: Ana Pérez");
    expect(text).toContain("Motivo: Error en una noticia");
    expect(text).toContain("El titular dice Cali pero la noticia es de Palmira.");
    const [stored] = await listContactMessages(database.db);
    expect(stored).toMatchObject({ forwardedAt: 2_000_000, nextForwardAt: null, forwardAttempts: 0 });
  });

  it("replies to exactly one address, the reader's, whatever commas, colons and semicolons the name holds", async () => {
    const names = [
      "a@evil.com,",
      "Ana: evil@x.com, otro@y.com;",
      'José "Pepe" Pérez <pepe@evil.co>; otra@evil.co',
      "=?UTF-8?Q?evil=40x.com=2C?= \\",
      "Ana, la de Cali",
    ];
    for (const [i, name] of names.entries()) await store({ name, email: `lectora${i}@example.co` });
    const sender = createSmtpSender(sink.url);
    const result = await forwardDueMessages({
      db: database.db,
      sender,
      to: "editores@rotativa.invalid",
      from: "Rotativa <rotativa@rotativa.invalid>",
      siteUrl: "https://rotativa.invalid",
      log: silent,
      now: () => 2_000_000,
    });
    sender.close();
    expect(result).toEqual({ sent: names.length, failed: 0 });
    for (const [i, mail] of sink.mails.entries()) {
      // The header as a mail client reads it: folded lines joined, then parsed as an address list (groups opened).
      const header = /^Reply-To:(.*(?:\n[ \t].*)*)/m.exec(mail.data)?.[1]?.replace(/\n[ \t]/g, " ") ?? "";
      const mailboxes = addressparser(header, { flatten: true });
      expect(
        mailboxes.map((mailbox) => mailbox.address),
        `${names[i]} → Reply-To:${header}`,
      ).toEqual([`lectora${i}@example.co`]);
      expect(mail.to).toEqual(["<editores@rotativa.invalid>"]);
      expect(mail.data).not.toMatch(/^(Cc|Bcc):/im);
    }
  });

  it("keeps a message whose forwarding failed and retries it later until it goes through", async () => {
    await store();
    sink.failNext(2);
    let now = 2_000_000;
    const deps = {
      db: database.db,
      sender: createSmtpSender(sink.url),
      to: "editores@rotativa.invalid",
      from: "rotativa@rotativa.invalid",
      siteUrl: "https://rotativa.invalid",
      log: silent,
      now: () => now,
    };

    expect(await forwardDueMessages(deps)).toEqual({ sent: 0, failed: 1 });
    let [message] = await listContactMessages(database.db);
    expect(message).toMatchObject({ forwardedAt: null, forwardAttempts: 1, nextForwardAt: now + retryDelay(1) });
    expect(message?.forwardError).toMatch(/451/);

    // Not due yet: nothing is tried.
    now += retryDelay(1) - 1;
    expect(await forwardDueMessages(deps)).toEqual({ sent: 0, failed: 0 });
    now += 1;
    expect(await forwardDueMessages(deps)).toEqual({ sent: 0, failed: 1 });
    [message] = await listContactMessages(database.db);
    expect(message).toMatchObject({ forwardAttempts: 2, nextForwardAt: now + retryDelay(2) });

    now += retryDelay(2);
    expect(await forwardDueMessages(deps)).toEqual({ sent: 1, failed: 0 });
    deps.sender.close();
    [message] = await listContactMessages(database.db);
    expect(message).toMatchObject({ forwardedAt: now, forwardError: null, message: "El titular dice Cali pero la noticia es de Palmira." });
    expect(sink.mails).toHaveLength(1);
  });

  it("keeps messages when the mail server cannot be reached at all", async () => {
    await store();
    await sink.close();
    const deps = {
      db: database.db,
      sender: createSmtpSender(sink.url),
      to: "e@rotativa.invalid",
      from: "r@rotativa.invalid",
      siteUrl: "https://rotativa.invalid",
      log: silent,
      now: () => 2_000_000,
    };
    expect(await forwardDueMessages(deps)).toEqual({ sent: 0, failed: 1 });
    deps.sender.close();
    const [message] = await listContactMessages(database.db);
    expect(message).toMatchObject({ forwardedAt: null, forwardAttempts: 1 });
    sink = await startSmtpSink();
  });

  it("leaves alone messages stored while forwarding was off", async () => {
    await store({ forwardAt: null });
    const sender = createSmtpSender(sink.url);
    expect(
      await forwardDueMessages({
        db: database.db,
        sender,
        to: "e@rotativa.invalid",
        from: "r@rotativa.invalid",
        siteUrl: "https://rotativa.invalid",
        log: silent,
      }),
    ).toEqual({ sent: 0, failed: 0 });
    sender.close();
  });

  it("waits longer after each failure, up to once a day", () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 9, 50].map(retryDelay);
    expect(delays[0]).toBe(60_000);
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1] as number);
    expect(delays.at(-1)).toBe(24 * 60 * 60 * 1000);
  });
});
