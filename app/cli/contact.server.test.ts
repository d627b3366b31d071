import { PassThrough } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-db.js";
import type { OpenDatabase } from "../db/database.server.js";
import { createContactMessage } from "../models/contact.server.js";
import { contactCommand, parseSince } from "./contact.server.js";
import { UsageError } from "./io.server.js";

const NOW = Date.parse("2026-11-22T17:00:00Z");

function capture() {
  const stdout = new PassThrough();
  let text = "";
  stdout.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
  return { io: { stdin: new PassThrough(), stdout, stderr: new PassThrough() }, text: () => text };
}

describe("cli contact", () => {
  let database: OpenDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
    const base = { reason: "sugerencia", articleId: null, forwardAt: null };
    await createContactMessage(database.db, {
      ...base,
      name: "Viejo",
      email: "v@example.co",
      message: "Mensaje de hace un mes.",
      createdAt: NOW - 30 * 86_400_000,
    });
    await createContactMessage(database.db, {
      ...base,
      name: 'Ana, la de "Cali"',
      email: "ana@example.co",
      message: '=HYPERLINK("x")\nsegunda línea',
      createdAt: NOW - 3_600_000,
    });
  });
  afterEach(async () => {
    await database.close();
  });

  it("lists the last 7 days as text by default", async () => {
    const out = capture();
    await contactCommand(out.io, database.db, { action: "list", now: NOW });
    expect(out.text()).toContain('Ana, la de "Cali" <ana@example.co>');
    expect(out.text()).toContain("[solo guardado]");
    expect(out.text()).not.toContain("Viejo");
  });

  it("exports every message as CSV with a header row, safe for spreadsheets", async () => {
    const out = capture();
    await contactCommand(out.io, database.db, { action: "export", now: NOW });
    const lines = out.text().split("\r\n");
    expect(lines[0]).toBe("id,recibido,motivo,nombre,correo,articulo,historia,mensaje,reenviado,intentos_reenvio,error_reenvio");
    expect(out.text()).toContain("Viejo");
    expect(out.text()).toContain('"Ana, la de ""Cali"""');
    expect(out.text()).toContain(`"'=HYPERLINK(""x"")\nsegunda línea"`);
  });

  it("exports JSON since a date, a date and time, or a span", async () => {
    for (const since of ["2026-11-20", "2026-11-22T10:00:00-05:00", "24h", "2d"]) {
      const out = capture();
      await contactCommand(out.io, database.db, { action: "export", since, format: "json", now: NOW });
      const messages = JSON.parse(out.text()) as { name: string; createdAt: string }[];
      expect(
        messages.map((m) => m.name),
        since,
      ).toEqual(['Ana, la de "Cali"']);
      expect(messages[0]?.createdAt).toBe("2026-11-22T16:00:00.000Z");
    }
  });

  it("refuses a bad --since or --format", async () => {
    const out = capture();
    await expect(contactCommand(out.io, database.db, { action: "list", since: "ayer", now: NOW })).rejects.toThrow(UsageError);
    await expect(contactCommand(out.io, database.db, { action: "export", format: "table", now: NOW })).rejects.toThrow(UsageError);
  });
});

describe("parseSince", () => {
  it("reads a date as Bogotá midnight", () => {
    expect(new Date(parseSince("2026-11-01", NOW)).toISOString()).toBe("2026-11-01T05:00:00.000Z");
    expect(() => parseSince("2026-02-30", NOW)).toThrow(UsageError);
  });
  it("reads spans back from now", () => {
    expect(parseSince("90m", NOW)).toBe(NOW - 90 * 60_000);
    expect(parseSince("7d", NOW)).toBe(NOW - 7 * 86_400_000);
  });
});
