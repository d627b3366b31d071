import { describe, expect, it } from "vitest";
import { bodyInMemory, responseWithBody } from "./remix-handler.server.js";

describe("responseWithBody", () => {
  it("keeps the whole body beside the Response, which still reads as usual", async () => {
    const body = new Uint8Array(Buffer.from("<!DOCTYPE html><p>Bogotá</p>"));
    const response = responseWithBody(body, { status: 200, headers: { "Content-Type": "text/html; charset=utf-8" } });
    expect(bodyInMemory(response)).toBe(body);
    expect(await response.text()).toBe("<!DOCTYPE html><p>Bogotá</p>");
  });

  it("says nothing of a Response made elsewhere (streamed answers are read as before)", () => {
    expect(bodyInMemory(new Response("hola"))).toBeNull();
  });
});
