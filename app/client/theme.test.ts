import { describe, expect, it, vi } from "vitest";
import { resolveForcedTheme } from "./theme.js";

describe("resolveForcedTheme", () => {
  it("returns null when no route forces a mode", () => {
    expect(resolveForcedTheme([{ id: "root" }, { id: "a", handle: {} }])).toBeNull();
  });

  it("lets the deepest route decide", () => {
    const matches = [
      { id: "root", handle: { forcedTheme: "light" } },
      { id: "child", handle: { forcedTheme: "dark" } },
    ];
    expect(resolveForcedTheme(matches)).toBe("dark");
  });

  it("ignores a forced 'system' with a warning, once per route", () => {
    const warn = vi.fn();
    const matches = [{ id: "routes/forces-system", handle: { forcedTheme: "system" } }];
    expect(resolveForcedTheme(matches, warn)).toBeNull();
    expect(resolveForcedTheme(matches, warn)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/forces colour mode "system"/);
  });

  it("falls back to a parent's forced mode when the child forces 'system'", () => {
    const warn = vi.fn();
    const matches = [
      { id: "parent", handle: { forcedTheme: "dark" } },
      { id: "child-system", handle: { forcedTheme: "system" } },
    ];
    expect(resolveForcedTheme(matches, warn)).toBe("dark");
  });
});
