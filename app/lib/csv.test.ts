import { describe, expect, it } from "vitest";
import { toCsv } from "./csv.js";

describe("toCsv", () => {
  it("writes RFC 4180 CSV with CRLF and quotes only where needed", () => {
    expect(toCsv(["a", "b"], [["x", 1], ['di "hola", ya', null], ["línea\nnueva", 2.5]])).toBe('a,b\r\nx,1\r\n"di ""hola"", ya",\r\n"línea\nnueva",2.5\r\n');
  });

  it("defuses text a spreadsheet would run as a formula, but not numbers", () => {
    expect(toCsv(["v"], [["=1+1"], ["+57 300"], ["-x"], ["@SUM(A1)"], [-3]])).toBe("v\r\n'=1+1\r\n'+57 300\r\n'-x\r\n'@SUM(A1)\r\n-3\r\n");
  });
});
