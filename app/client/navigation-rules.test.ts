import { describe, expect, it } from "vitest";
import { decideChunkFailure, isEditing, isHashOnlyChange, type KeyValueStore } from "./navigation-rules.js";
import { RELOAD_GUARD_MS } from "../text/ui-constants.js";

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

describe("decideChunkFailure", () => {
  it("reloads the target once, then shows the error page for a second failure within 10 s", () => {
    const store = memoryStore();
    expect(decideChunkFailure(store, "/periodicos", 1_000_000)).toBe("reload");
    expect(decideChunkFailure(store, "/periodicos", 1_000_000 + RELOAD_GUARD_MS - 1)).toBe("error-page");
    expect(decideChunkFailure(store, "/periodicos", 1_000_000 + RELOAD_GUARD_MS - 1)).toBe("error-page");
  });

  it("allows another reload once the 10 s have passed", () => {
    const store = memoryStore();
    expect(decideChunkFailure(store, "/periodicos", 1_000_000)).toBe("reload");
    expect(decideChunkFailure(store, "/periodicos", 1_000_000 + RELOAD_GUARD_MS)).toBe("reload");
  });

  it("keeps a separate guard for every path", () => {
    const store = memoryStore();
    expect(decideChunkFailure(store, "/periodicos", 5_000)).toBe("reload");
    expect(decideChunkFailure(store, "/categorias", 5_001)).toBe("reload");
  });

  it("shows the error page when storage is missing or refuses writes (no memory, no loop)", () => {
    expect(decideChunkFailure(null, "/x", 1)).toBe("error-page");
    const refusing: KeyValueStore = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(decideChunkFailure(refusing, "/x", 1)).toBe("error-page");
  });

  it("ignores a remembered time in the future (a clock that went back)", () => {
    const store = memoryStore();
    store.setItem("rotativa:recarga:/x", String(50_000));
    expect(decideChunkFailure(store, "/x", 45_000)).toBe("reload");
  });
});

describe("isEditing", () => {
  it("is true while focus is in a text field, a text area, a select or an editable region", () => {
    expect(isEditing({ tagName: "INPUT", type: "search" })).toBe(true);
    expect(isEditing({ tagName: "INPUT", type: "email" })).toBe(true);
    expect(isEditing({ tagName: "INPUT" })).toBe(true);
    expect(isEditing({ tagName: "TEXTAREA" })).toBe(true);
    expect(isEditing({ tagName: "SELECT" })).toBe(true);
    expect(isEditing({ tagName: "DIV", isContentEditable: true })).toBe(true);
  });

  it("is true on the submit button of a POST form, false on a GET form's", () => {
    expect(isEditing({ tagName: "BUTTON", form: { method: "post" } })).toBe(true);
    expect(isEditing({ tagName: "INPUT", type: "submit", form: { method: "post" } })).toBe(true);
    expect(isEditing({ tagName: "BUTTON", form: { method: "get" } })).toBe(false);
    expect(isEditing({ tagName: "BUTTON", form: null })).toBe(false);
  });

  it("is false for links, the page itself and fields that cannot be typed in", () => {
    expect(isEditing({ tagName: "A" })).toBe(false);
    expect(isEditing({ tagName: "BODY" })).toBe(false);
    expect(isEditing(null)).toBe(false);
    expect(isEditing({ tagName: "INPUT", type: "checkbox" })).toBe(false);
    expect(isEditing({ tagName: "INPUT", type: "text", readOnly: true })).toBe(false);
  });
});

describe("isHashOnlyChange", () => {
  it("tells a jump within the page from a navigation", () => {
    expect(isHashOnlyChange({ pathname: "/a", search: "" }, { pathname: "/a", search: "", hash: "#contenido" })).toBe(true);
    expect(isHashOnlyChange({ pathname: "/a", search: "" }, { pathname: "/b", search: "", hash: "#x" })).toBe(false);
    expect(isHashOnlyChange({ pathname: "/a", search: "" }, { pathname: "/a", search: "?q=1", hash: "" })).toBe(false);
  });
});
