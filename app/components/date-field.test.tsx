import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { dateFieldText } from "../text/date-format.js";
import { DEFAULT_DATE_FORMAT } from "../text/ui-constants.js";
import { DateField } from "./date-field.js";

describe("DateField", () => {
  it("uses the specification's default format, mm/dd/yy, when a page passes none", () => {
    const html = renderToStaticMarkup(
      <DateField name="desde" label="Desde" defaultValue={dateFieldText("2026-03-07", DEFAULT_DATE_FORMAT)} />,
    );
    expect(html).toContain('placeholder="mm/dd/yy"');
    expect(html).toContain('value="03/07/26"');
    expect(html).toContain("Formato: mm/dd/yy");
  });

  it("shows a Spanish format when the page passes one", () => {
    const html = renderToStaticMarkup(
      <DateField name="desde" label="Desde" format="dd/mm/aaaa" defaultValue={dateFieldText("2026-03-07", "dd/mm/aaaa")} />,
    );
    expect(html).toContain('placeholder="dd/mm/aaaa"');
    expect(html).toContain('value="07/03/2026"');
  });

  it("keeps the reader's own text and ties the error to the field", () => {
    const html = renderToStaticMarkup(
      <DateField
        name="desde"
        label="Desde"
        format="dd/mm/aaaa"
        defaultValue={dateFieldText("31/02/2026", "dd/mm/aaaa")}
        error="Esa fecha no existe."
      />,
    );
    expect(html).toContain('value="31/02/2026"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toMatch(/aria-describedby="[^"]+-formato [^"]+-error"/);
    expect(html).toContain("Esa fecha no existe.");
  });
});

describe("dateFieldText", () => {
  it("writes a date or an ISO date in the field's format, keeps other text, and is empty for none", () => {
    expect(dateFieldText({ year: 2026, month: 3, day: 7 }, "dd/mm/aaaa")).toBe("07/03/2026");
    expect(dateFieldText("2026-03-07", "mm/dd/yy")).toBe("03/07/26");
    expect(dateFieldText("7 de marzo", "dd/mm/aaaa")).toBe("7 de marzo");
    expect(dateFieldText(null, "dd/mm/aaaa")).toBe("");
  });
});
