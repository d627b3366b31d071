import { PassThrough, Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { loadSources } from "../data/sources.server.js";
import { clusterCommand } from "./cluster.server.js";
import { grouping } from "../../tests/support/grouping.js";
import type { CommandIO } from "./io.server.js";
import { UsageError } from "./io.server.js";

async function run(lines: unknown[]): Promise<{ out: unknown[]; err: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = "";
  let err = "";
  stdout.on("data", (chunk) => (out += String(chunk)));
  stderr.on("data", (chunk) => (err += String(chunk)));
  const io: CommandIO = {
    stdin: Readable.from(lines.map((line) => `${typeof line === "string" ? line : JSON.stringify(line)}\n`)),
    stdout,
    stderr,
  };
  await clusterCommand(io, loadSources(), grouping, Date.UTC(2025, 2, 12, 12));
  return {
    out: out
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as unknown),
    err,
  };
}

describe("clusterCommand", () => {
  it("groups the lines through the ingestion path, oldest first, and answers in input order", async () => {
    const { out } = await run([
      {
        id: 2,
        title: "Temblor de 4,8 en Los Santos, Santander, se sintió en Bogotá",
        url: "https://b.example/2",
        newspaper: "el-tiempo",
        publishedAt: "2025-03-10T07:20:00-05:00",
      },
      {
        id: 1,
        title: "Sismo de magnitud 4,8 sacude Santander",
        summary: "Epicentro en Los Santos.",
        url: "https://a.example/1",
        newspaper: "vanguardia",
        publishedAt: "2025-03-10T07:00:00-05:00",
      },
      { id: 3, title: "Karol G anuncia tres conciertos en Medellín", newspaper: "el-colombiano", publishedAt: "2025-03-10T09:00:00-05:00" },
    ]);
    expect(out).toEqual([
      { id: 2, story: 1 },
      { id: 1, story: 1 },
      { id: 3, story: 3 },
    ]);
  });

  it("gives a line the pipeline rejects no story, and says why on stderr", async () => {
    const { out, err } = await run([{ id: "x", title: "   ", url: "https://a.example/x" }]);
    expect(out).toEqual([{ id: "x", story: null }]);
    expect(err).toMatch(/line 1: not grouped/);
  });

  it("refuses a line without id or title, with its number", async () => {
    await expect(run([{ id: 1, title: "Uno" }, { title: "Dos" }])).rejects.toThrow(UsageError);
    await expect(run([{ id: 1, title: "Uno" }, "no es json"])).rejects.toThrow(/line 2/);
  });
});
