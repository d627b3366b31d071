import { describe, expect, it } from "vitest";
import { groupByPosition, mergeToasts, type Toast } from "./toasts.js";

const toast = (id: string, extra: Partial<Toast> = {}): Toast => ({ id, kind: "info", message: id, ...extra });

describe("toasts", () => {
  it("groups toasts by position, the top right by default", () => {
    const groups = groupByPosition([toast("a"), toast("b", { position: "bottom-left" }), toast("c")]);
    expect([...groups.keys()]).toEqual(["top-right", "bottom-left"]);
    expect(groups.get("top-right")?.map((t) => t.id)).toEqual(["a", "c"]);
  });

  it("adds only toasts not already shown and keeps the newest", () => {
    expect(mergeToasts([toast("a")], [toast("a"), toast("b")]).map((t) => t.id)).toEqual(["a", "b"]);
    const many = Array.from({ length: 7 }, (_, i) => toast(`t${i}`));
    expect(mergeToasts([], many, 5).map((t) => t.id)).toEqual(["t2", "t3", "t4", "t5", "t6"]);
  });
});
