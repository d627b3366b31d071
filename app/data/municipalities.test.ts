import { describe, expect, it } from "vitest";
import { fold } from "../text/spanish.js";
import { DEPARTMENTS } from "./departments.js";
import { DIVIPOLA_SOURCE, MUNICIPALITIES, MUNICIPALITY_BY_CODE } from "./municipalities.js";

/**
 * A sample of the second copy (datos.gov.co xdk5-pm3f, names in capitals as it writes them): the
 * list must give every one of these codes the same municipality. Drawn at random, with Güicán
 * and Leguízamo (whose long official names differ) among them.
 */
const SECOND_COPY_SAMPLE: readonly (readonly [string, string])[] = [
  ["05034", "ANDES"],
  ["05138", "CAÑASGORDAS"],
  ["05212", "COPACABANA"],
  ["05282", "FREDONIA"],
  ["05467", "MONTEBELLO"],
  ["05631", "SABANETA"],
  ["08638", "SABANALARGA"],
  ["13657", "SAN JUAN NEPOMUCENO"],
  ["15332", "GÜICÁN"],
  ["15494", "NUEVO COLÓN"],
  ["15764", "SORACÁ"],
  ["15822", "TOTA"],
  ["15897", "ZETAQUIRA"],
  ["17444", "MARQUETALIA"],
  ["17616", "RISARALDA"],
  ["19355", "INZÁ"],
  ["23500", "MOÑITOS"],
  ["25181", "CHOACHÍ"],
  ["25183", "CHOCONTÁ"],
  ["25269", "FACATATIVÁ"],
  ["27025", "ALTO BAUDO"],
  ["47551", "PIVIJAY"],
  ["50350", "LA MACARENA"],
  ["52473", "MOSQUERA"],
  ["52540", "POLICARPA"],
  ["63111", "BUENAVISTA"],
  ["66045", "APÍA"],
  ["68132", "CALIFORNIA"],
  ["68266", "ENCISO"],
  ["68418", "LOS SANTOS"],
  ["68524", "PALMAS DEL SOCORRO"],
  ["68855", "VALLE DE SAN JOSÉ"],
  ["73226", "CUNDAY"],
  ["73352", "ICONONZO"],
  ["73563", "PRADO"],
  ["76147", "CARTAGO"],
  ["76606", "RESTREPO"],
  ["81065", "ARAUQUITA"],
  ["86573", "LEGUÍZAMO"],
  ["94886", "CACAHUAL"],
];

describe("DIVIPOLA municipalities", () => {
  it("holds the 1,123 entries of DANE's list, each code once", () => {
    expect(MUNICIPALITIES).toHaveLength(1123);
    expect(MUNICIPALITY_BY_CODE.size).toBe(1123);
    expect(DIVIPOLA_SOURCE.copies).toHaveLength(2);
  });

  it("gives every entry a five-digit code of its department and a name", () => {
    const codes = new Map(DEPARTMENTS.map((d) => [d.slug, d.daneCode]));
    for (const m of MUNICIPALITIES) {
      expect(m.code).toMatch(/^\d{5}$/u);
      expect(m.code.slice(0, 2), m.code).toBe(codes.get(m.department));
      expect(m.name.trim(), m.code).toBe(m.name);
      expect(m.name.length, m.code).toBeGreaterThan(1);
    }
    // Every department has entries; Bogotá is one.
    for (const d of DEPARTMENTS)
      expect(
        MUNICIPALITIES.some((m) => m.department === d.slug),
        d.slug,
      ).toBe(true);
    expect(MUNICIPALITIES.filter((m) => m.department === "bogota").map((m) => m.code)).toEqual(["11001"]);
  });

  it("agrees with a sample of the second copy", () => {
    for (const [code, name] of SECOND_COPY_SAMPLE) {
      const ours = MUNICIPALITY_BY_CODE.get(code);
      expect(ours, code).toBeDefined();
      expect(fold(ours?.name ?? "").includes(fold(name)), `${code}: ${ours?.name} vs ${name}`).toBe(true);
    }
  });

  it("knows the capitals and the names the classifier's tests use", () => {
    expect(MUNICIPALITY_BY_CODE.get("05001")?.name).toBe("Medellín");
    expect(MUNICIPALITY_BY_CODE.get("76001")?.name).toBe("Cali");
    expect(MUNICIPALITY_BY_CODE.get("54001")?.name).toBe("Cúcuta");
    expect(MUNICIPALITY_BY_CODE.get("76520")).toMatchObject({ name: "Palmira", department: "valle-del-cauca" });
    expect(MUNICIPALITY_BY_CODE.get("13212")).toMatchObject({ name: "Córdoba", department: "bolivar" });
  });
});
