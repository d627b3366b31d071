/* Tests of the name matching (place-names.ts): the URL's regional sections and blocked multi-department regions. */
import { describe, expect, it } from "vitest";
import { urlRegionDepartments } from "./place-names.js";
import { tags } from "../../../tests/support/place-tags.js";

describe("regions spanning several departments", () => {
  it.each([
    ["Inundaciones en La Mojana", []],
    ["Violencia en el Magdalena Medio", []],
    ["Montes de María: retorno de campesinos", []],
    ["Turismo en el Eje Cafetero", []],
    ["Magdalena Medio antioqueño: nueva vía", ["antioquia"]],
  ])("%s → %j", (title, expected) => {
    expect(tags(title)).toEqual(expected);
  });
});

describe("URL sections", () => {
  it("reads regional sections as places", () => {
    expect(urlRegionDepartments("https://www.elpais.com.co/cali/2024/05/01/una-noticia-local-cualquiera/")).toEqual(["valle-del-cauca"]);
    expect(urlRegionDepartments("https://www.eluniversal.com.co/regional/bolivar/una-noticia-de-la-region-AB123")).toEqual(["bolivar"]);
    expect(urlRegionDepartments("https://www.eltiempo.com/colombia/medellin/una-noticia-de-la-ciudad-123")).toEqual(["antioquia"]);
  });

  it("ignores sections of international news and the slug itself", () => {
    expect(urlRegionDepartments("https://example.com/mundo/madrid/una-noticia-de-espana-123")).toEqual([]);
    expect(urlRegionDepartments("https://example.com/2024/05/01/lluvias-en-medellin-y-cali/")).toEqual([]);
  });
});
