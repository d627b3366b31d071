import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

/** A message the sink accepted: the envelope and the raw data (headers and body). */
export interface SunkMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * A tiny SMTP server on 127.0.0.1 for tests (RFC 5321's happy path: EHLO, MAIL, RCPT, DATA,
 * QUIT). `failNext(n)` makes the next n transactions fail with a temporary error (451), as a
 * mail server under load would. It never relays anything anywhere.
 */
export async function startSmtpSink(): Promise<{ url: string; mails: SunkMail[]; failNext(count: number): void; close(): Promise<void> }> {
  const mails: SunkMail[] = [];
  const sockets = new Set<Socket>();
  let failures = 0;
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.setEncoding("utf8");
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = "";
    let inData = false;
    let current: SunkMail = { from: "", to: [], data: "" };
    reply("220 sumidero.localhost ESMTP prueba");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      let index: number;
      while ((index = buffer.indexOf("\r\n")) !== -1) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            mails.push(current);
            current = { from: "", to: [], data: "" };
            reply("250 2.0.0 Ok: queued");
          } else {
            current.data += `${line.startsWith("..") ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") {
          reply("250-sumidero.localhost");
          reply("250 8BITMIME");
        } else if (verb === "MAIL") {
          if (failures > 0) {
            failures -= 1;
            reply("451 4.3.0 Temporary failure, try again later");
          } else {
            current = { from: line.replace(/^MAIL FROM:\s*/i, ""), to: [], data: "" };
            reply("250 2.1.0 Ok");
          }
        } else if (verb === "RCPT") {
          current.to.push(line.replace(/^RCPT TO:\s*/i, ""));
          reply("250 2.1.5 Ok");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 End data with <CR><LF>.<CR><LF>");
        } else if (verb === "QUIT") {
          reply("221 2.0.0 Bye");
          socket.end();
        } else if (verb === "RSET" || verb === "NOOP") {
          reply("250 2.0.0 Ok");
        } else {
          reply("502 5.5.2 Command not implemented");
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    failNext: (count) => (failures = count),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The body of a sunk mail as text, undoing quoted-printable or base64 transfer encoding. */
export function bodyText(mail: SunkMail): string {
  const split = mail.data.indexOf("\n\n");
  const headers = mail.data.slice(0, split);
  const body = mail.data.slice(split + 2);
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding !== "quoted-printable") return body;
  const bytes: number[] = [];
  const joined = body.replace(/=\n/g, "");
  for (let i = 0; i < joined.length; i++) {
    const char = joined[i] as string;
    if (char === "=" && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}
