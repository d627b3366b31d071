import { describe, expect, it } from "vitest";
import { createFlashToasts, FLASH_COOKIE } from "./flash.server.js";

const secret = "s".repeat(40);

/** A request carrying the cookie a Set-Cookie header set (none when it expired the cookie, as browsers do). */
function requestWith(setCookie: string | null): Request {
  const pair = setCookie && !/Max-Age=0/.test(setCookie) ? (setCookie.split(";")[0] ?? "") : "";
  return new Request("http://localhost/", { headers: pair ? { Cookie: pair } : {} });
}

describe("flash toasts", () => {
  const flash = createFlashToasts({ secret, secure: false });

  it("carries a toast to the next request once, then clears it", async () => {
    const setCookie = await flash.add(new Request("http://localhost/"), { kind: "success", message: "Mensaje enviado", life: 8000 });
    expect(setCookie).toMatch(new RegExp(`^${FLASH_COOKIE}=`));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Max-Age=60/);
    expect(await flash.peek(requestWith(setCookie))).toHaveLength(1);
    const { toasts, setCookie: clear } = await flash.take(requestWith(setCookie));
    expect(toasts).toEqual([expect.objectContaining({ kind: "success", message: "Mensaje enviado", life: 8000, id: expect.any(String) })]);
    expect(clear).toMatch(/Max-Age=0/);
    expect(await flash.take(requestWith(clear))).toEqual({ toasts: [], setCookie: null });
  });

  it("keeps toasts that are already waiting, at most three", async () => {
    let cookie: string | null = null;
    for (let i = 1; i <= 4; i++) cookie = await flash.add(requestWith(cookie), { kind: "info", message: `aviso ${i}` });
    const { toasts } = await flash.take(requestWith(cookie));
    expect(toasts.map((toast) => toast.message)).toEqual(["aviso 2", "aviso 3", "aviso 4"]);
  });

  it("ignores a cookie it did not sign", async () => {
    const forged = `${FLASH_COOKIE}=${Buffer.from(JSON.stringify([{ id: "x", kind: "info", message: "Falso" }])).toString("base64")}`;
    const { toasts, setCookie } = await flash.take(new Request("http://localhost/", { headers: { Cookie: forged } }));
    expect(toasts).toEqual([]);
    expect(setCookie).toMatch(/Max-Age=0/);
  });

  it("refuses a toast that could not be shown", async () => {
    await expect(flash.add(new Request("http://localhost/"), { kind: "info", message: "" })).rejects.toThrow();
    await expect(flash.add(new Request("http://localhost/"), { kind: "info", message: "x", life: 10 })).rejects.toThrow();
  });
});
