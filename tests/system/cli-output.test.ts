/*
 * A long output piped to another process arrives whole: the CLI waits for stdout before it
 * exits (writes to a pipe are asynchronous; exiting at once cut `contact export` short).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { openDatabase } from "../../app/db/database.server.js";
import { runCli } from "../support/compiled-app.js";

it("contact export of 3,000 messages through a pipe is complete JSON", async () => {
  const dir = mkdtempSync(join(tmpdir(), "rotativa-cli-output-"));
  try {
    const database = join(dir, "salida.db");
    const opened = await openDatabase(database);
    const rows = Array.from({ length: 3_000 }, (_, i) => ({
      name: "Lectora",
      email: "lectora@example.co",
      reason: "otro",
      message: `${"Un mensaje largo para llenar la tubería. ".repeat(10)}${i}`,
      article_id: null,
      created_at: 1_790_000_000_000 + i,
      forwarded_at: null,
      forward_error: null,
      next_forward_at: null,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await opened.db
        .insertInto("contact_messages")
        .values(rows.slice(i, i + 500))
        .execute();
    await opened.close();
    const output = await runCli(["contact", "export", "--format", "json", "--database", database]);
    expect(output.length).toBeGreaterThan(1_000_000);
    const messages = JSON.parse(output) as { message: string }[];
    expect(messages).toHaveLength(3_000);
    expect(messages.at(-1)?.message.endsWith("2999")).toBe(true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
