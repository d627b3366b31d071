import { describe, expect, it } from "vitest";
import { createRegionCookie, REGION_COOKIE } from "./region-cookie.server.js";

const requestWith = (cookie: string | null) => new Request("http://localhost/", { headers: cookie ? { Cookie: cookie } : {} });

describe("the Mi región cookie", () => {
  const cookie = createRegionCookie({ secure: false });

  it("reads back what it saved", async () => {
    const header = await cookie.save({ departments: ["antioquia", "choco"], municipality: "05001" });
    expect(header).toMatch(new RegExp(`^${REGION_COOKIE}=`));
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    const pair = header.split(";")[0] ?? "";
    expect(await cookie.read(requestWith(pair))).toEqual({ departments: ["antioquia", "choco"], municipality: "05001" });
  });

  it("reads nothing from a request without it, or with a value it did not write", async () => {
    expect(await cookie.read(requestWith(null))).toBeNull();
    // Whatever a garbled value decodes to, it carries no choice (pages/region.server.ts checks the shape).
    expect(await cookie.read(requestWith(`${REGION_COOKIE}=%%%not-base64`))).not.toHaveProperty("departments");
    expect(await cookie.read(requestWith("otra=1"))).toBeNull();
  });

  it("clears with an expired cookie", async () => {
    const header = await cookie.clear();
    expect(header).toMatch(/Max-Age=0/);
  });
});
