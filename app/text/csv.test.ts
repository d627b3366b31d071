import { describe, expect, it } from "vitest";
import { bogotaIsoTime, bogotaSpreadsheetTime, toCsv } from "./csv.js";

describe("toCsv", () => {
  it("writes RFC 4180 CSV with CRLF and quotes only where needed", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["x", 1],
          ['di "hola", ya', null],
          ["línea\nnueva", 2.5],
        ],
      ),
    ).toBe('a,b\r\nx,1\r\n"di ""hola"", ya",\r\n"línea\nnueva",2.5\r\n');
  });

  it("defuses text a spreadsheet would run as a formula, but not numbers", () => {
    expect(toCsv(["v"], [["=1+1"], ["+57 300"], ["-x"], ["@SUM(A1)"], [-3]])).toBe("v\r\n'=1+1\r\n'+57 300\r\n'-x\r\n'@SUM(A1)\r\n-3\r\n");
  });
});

describe("the excel format", () => {
  it("separates with semicolons and writes decimal commas, quoting cells that hold a semicolon", () => {
    expect(
      toCsv(
        ["Departamento", "Noticias", "Por 100.000"],
        [
          ["Bogotá D.C.", 1234, 15.75],
          ["Norte; Sur", 3, 0.5],
          ["-x", -2.5, null],
        ],
        "excel",
      ),
    ).toBe('Departamento;Noticias;Por 100.000\r\nBogotá D.C.;1234;15,75\r\n"Norte; Sur";3;0,5\r\n\'-x;-2,5;\r\n');
  });

  it("still defuses formulas", () => {
    expect(toCsv(["v"], [['=HYPERLINK("http://x")'], ["@A1"]], "excel")).toBe('v\r\n"\'=HYPERLINK(""http://x"")"\r\n\'@A1\r\n');
  });

  it("quotes a semicolon in the RFC 4180 format too, so either separator reads the file safely", () => {
    expect(toCsv(["v"], [["a;b"]])).toBe('v\r\n"a;b"\r\n');
  });
});

describe("Bogotá times", () => {
  const instant = Date.UTC(2026, 0, 1, 3, 30); // 22:30 of 31 December in Bogotá
  it("writes ISO 8601 with the -05:00 offset, on Bogotá's calendar day", () => {
    expect(bogotaIsoTime(instant)).toBe("2025-12-31T22:30:00-05:00");
    expect(new Date(bogotaIsoTime(instant)).getTime()).toBe(instant);
  });

  it("writes a wall-clock time spreadsheets recognise", () => {
    expect(bogotaSpreadsheetTime(instant)).toBe("2025-12-31 22:30:00");
  });
});
