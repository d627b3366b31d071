import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DateField } from "./date-field.js";

describe("DateField", () => {
  it("uses the specification's default format, mm/dd/yy, when a page passes none", () => {
    const html = renderToStaticMarkup(<DateField name="desde" label="Desde" defaultValue="2026-03-07" />);
    expect(html).toContain('placeholder="mm/dd/yy"');
    expect(html).toContain('value="03/07/26"');
    expect(html).toContain("Formato: mm/dd/yy");
  });

  it("shows a Spanish format when the page passes one", () => {
    const html = renderToStaticMarkup(<DateField name="desde" label="Desde" format="dd/mm/aaaa" defaultValue="2026-03-07" />);
    expect(html).toContain('placeholder="dd/mm/aaaa"');
    expect(html).toContain('value="07/03/2026"');
  });

  it("keeps the reader's own text and ties the error to the field", () => {
    const html = renderToStaticMarkup(
      <DateField name="desde" label="Desde" format="dd/mm/aaaa" defaultValue="31/02/2026" error="Esa fecha no existe." />,
    );
    expect(html).toContain('value="31/02/2026"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toMatch(/aria-describedby="[^"]+-formato [^"]+-error"/);
    expect(html).toContain("Esa fecha no existe.");
  });
});
