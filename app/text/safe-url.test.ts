import { describe, expect, it } from "vitest";
import { webUrl } from "./safe-url.js";

describe("webUrl", () => {
  it.each([
    ["https://www.eltiempo.com/politica/nota-1", "https://www.eltiempo.com/politica/nota-1"],
    ["http://diario.co/a.jpg", "http://diario.co/a.jpg"],
    ["javascript:alert(1)", null],
    [" JavaScript:alert(1)", null],
    ["java\tscript:alert(1)", null],
    ["data:text/html,<script>alert(1)</script>", null],
    ["vbscript:msgbox(1)", null],
    ["//evil.example/x", null],
    ["/relativa", null],
    ["", null],
    [null, null],
  ])("%j → %j", (input, expected) => {
    expect(webUrl(input)).toBe(expected);
  });
});
