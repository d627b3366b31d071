/*
 * The compiled app (`npm run build`: dist/server.js, dist/cli.js) as separate processes, for tests
 * that need a real process: killing it, shutting it down, loading it, or a server of its own
 * beside the end-to-end one. Everything listens on loopback only.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The environment every compiled process gets: production, quiet, and what the caller adds. */
function environment(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", ...extra };
}

/**
 * Runs a CLI command to its end and resolves with its stdout (rejects with its stderr on failure).
 * Asynchronous, so that servers of the calling process (a feed server) keep answering meanwhile.
 */
export function runCli(args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [join(ROOT, "dist", "cli.js"), ...args],
      { encoding: "utf8", env: environment(env), maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`cli ${args[0]} failed: ${stderr || error.message}`));
        else resolve(stdout);
      },
    );
  });
}

/** A running compiled server. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
}

/**
 * Starts `dist/server.js` on its own database and port and resolves once it answers /healthz.
 * `logFile` keeps its output (JSON lines) for the test to read.
 */
export async function startServer(options: {
  database: string;
  port?: number;
  env?: Record<string, string>;
  logFile?: string;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [join(ROOT, "dist", "server.js")], {
    // The tests play a proxy on this machine (X-Forwarded-For names their simulated readers) unless they say otherwise.
    env: environment({
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_PATH: options.database,
      INGEST: "off",
      TRUST_PROXY: "loopback",
      ...options.env,
    }),
    stdio: ["ignore", options.logFile ? "pipe" : "ignore", options.logFile ? "pipe" : "ignore"],
  });
  if (options.logFile) {
    const log = createWriteStream(options.logFile, { flags: "a" });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
  }
  const exited = new Promise<number | string>((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")));
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 150; attempt++) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { child, port, base, exited };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`the server did not start on port ${port}`);
}

/** Sends a signal and waits for the process to end. */
export async function stopProcess(
  server: { child: ChildProcess; exited: Promise<number | string> },
  signal: NodeJS.Signals = "SIGKILL",
): Promise<number | string> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}
