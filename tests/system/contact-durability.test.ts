/*
 * Contact messages are never lost: readers keep posting the contact form (several at once, from
 * different addresses) while the server is killed with SIGKILL at a random moment; after a
 * restart, every message that had been answered 303 is in the database. Five rounds.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { runCli, type ServerProcess, startServer, stopProcess } from "../support/compiled-app.js";
import { seededRandom, figure } from "./support.js";

const ROUNDS = 5;
const SEED = Number(process.env.CRASH_SEED ?? Date.now() % 1_000_000);

let dir: string;
let database: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "rotativa-contact-crash-"));
  database = join(dir, "contacto.db");
  await runCli(["migrate", "--database", database]);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The token of a form fetched now (a form sends one message). */
async function formToken(server: ServerProcess): Promise<string> {
  const html = await (await fetch(`${server.base}/contacto`)).text();
  const token = /name="inicio" value="([^"]+)"/.exec(html)?.[1] ?? "";
  if (token === "") throw new Error("unexpected page without a form token");
  return token;
}

/**
 * Posts messages one after another until the server stops answering, each from a form of its own
 * (the forms loaded beforehand first, then one loaded per message); returns those answered 303.
 */
async function postUntilGone(
  server: ServerProcess,
  forms: string[],
  prefix: string,
  lane: number,
  onAcknowledged: () => void,
): Promise<string[]> {
  const acknowledged: string[] = [];
  for (let i = 0; ; i++) {
    const message = `${prefix} carril ${lane} mensaje ${i}: por favor agreguen más periódicos regionales.`;
    try {
      const token = forms.shift() ?? (await formToken(server));
      const body = new URLSearchParams({
        inicio: token,
        sitio_web: "",
        nombre: `Lectora ${lane}`,
        correo: "lectora@example.co",
        motivo: "sugerencia",
        mensaje: message,
      });
      const response = await fetch(`${server.base}/contacto`, {
        method: "POST",
        body,
        redirect: "manual",
        // A new address every few messages: the per-address limit (5 in 10 minutes) stays out of the way.
        headers: { Origin: server.base, "X-Forwarded-For": `10.${lane}.${Math.floor(i / 4) % 250}.${(i % 4) + 1}` },
      });
      if (response.status === 303) {
        acknowledged.push(message);
        onAcknowledged();
      } else throw new Error(`unexpected ${response.status}: ${await response.text()}`);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith("unexpected")) throw error;
      return acknowledged;
    }
  }
}

it(`keeps every acknowledged message through ${ROUNDS} SIGKILLs`, async () => {
  const random = seededRandom(SEED);
  let acknowledgedTotal = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    const server = await startServer({ database, env: { CONTACT_MIN_FILL_SECONDS: "0" } });
    // Forms loaded before the clock starts, so that the lanes post from the first moment.
    const forms = await Promise.all(Array.from({ length: 6 }, () => Promise.all(Array.from({ length: 10 }, () => formToken(server)))));
    let firstAcknowledged = () => {};
    const acknowledging = new Promise<void>((resolve) => (firstAcknowledged = resolve));
    const lanes = forms.map((tokens, lane) => postUntilGone(server, tokens, `Ronda ${round}`, lane, firstAcknowledged));
    // Killed at a random moment while messages are being acknowledged (however slow the machine is today).
    // (Or the lanes ended first, refused: their error is the test's failure.)
    await Promise.race([acknowledging, Promise.all(lanes)]);
    await new Promise((resolve) => setTimeout(resolve, random() * 800));
    await stopProcess(server, "SIGKILL");
    const acknowledged = (await Promise.all(lanes)).flat();
    expect(acknowledged.length).toBeGreaterThan(0);
    acknowledgedTotal += acknowledged.length;

    const exported = await runCli(["contact", "export", "--format", "json", "--database", database]);
    const stored = new Set(JSON.parse(exported).map((m: { message: string }) => m.message));
    const lost = acknowledged.filter((message) => !stored.has(message));
    expect(lost, `round ${round}`).toEqual([]);
  }
  figure(`contact: ${acknowledgedTotal} messages acknowledged with 303 across ${ROUNDS} SIGKILLs (seed ${SEED}), 0 lost`);
});
