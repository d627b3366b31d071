import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";

/** The "historias" table's header and first row, split on the file's separator. */
async function firstStory(text: string, separator: string) {
  const lines = text.split("\r\n");
  return { header: lines[0]?.split(separator) ?? [], row: lines[1] ?? "" };
}

test("the RFC 4180 file writes Bogotá times with their offset and no byte order mark", async ({ request }) => {
  const response = await request.get("/reportes.csv?tabla=historias");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text.startsWith("\uFEFF")).toBe(false);
  const { header, row } = await firstStory(text, ",");
  expect(header).toEqual(["Noticia", "Periódicos", "Artículos", "Primera publicación"]);
  const time = row.match(/,(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-05:00)$/)?.[1];
  expect(time).toBeDefined();
  // The same instant the page shows: within the last week, written in Bogotá's wall clock.
  const instant = Date.parse(time ?? "");
  expect(Date.now() - instant).toBeLessThan(7 * 86_400_000);
  expect(Number(time?.slice(11, 13))).toBe((new Date(instant).getUTCHours() + 19) % 24);
});

test("?formato=excel writes semicolons, decimal commas, a byte order mark and spreadsheet dates", async ({ request }) => {
  const response = await request.get("/reportes.csv?tabla=por-habitantes&formato=excel");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-disposition"]).toMatch(/filename="rotativa-por-habitantes-\d{4}-\d\d-\d\d-excel\.csv"$/);
  const bytes = await response.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .split("\r\n");
  expect(lines[0]).toBe("Departamento;Noticias;Habitantes;Noticias por 100.000 habitantes");
  const decimals = lines
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(";")[3] ?? "");
  expect(decimals.length).toBe(33);
  for (const value of decimals) expect(value).toMatch(/^\d+(,\d+)?$/);
  expect(decimals.some((value) => value.includes(","))).toBe(true);

  const stories = (await (await request.get("/reportes.csv?tabla=historias&formato=excel")).text()).replace(/^\uFEFF/, "");
  expect(stories.split("\r\n")[0]).toBe("Noticia;Periódicos;Artículos;Primera publicación (hora de Bogotá)");
  expect(stories.split("\r\n")[1]).toMatch(/;\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

  const wrong = await request.get("/reportes.csv?tabla=historias&formato=xlsx");
  expect(wrong.status()).toBe(400);
  expect(await wrong.text()).toContain("El formato puede ser csv");
});

for (const javaScriptEnabled of [true, false]) {
  test(`the page offers both downloads beside every table (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto("/reportes?periodo=30d");
    const excelLinks = page.getByRole("link", { name: "CSV para Excel" });
    await expect(excelLinks).toHaveCount(await page.getByRole("link", { name: "Descargar CSV" }).count());
    await expect(excelLinks.first()).toHaveAttribute("href", /periodo=30d.*&formato=excel$/);
    const download = page.waitForEvent("download");
    await page.locator('[data-chart="mapa-por-habitantes"] ~ .report-data').getByRole("link", { name: "CSV para Excel" }).click();
    const file = await download;
    const text = readFileSync(await file.path(), "utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text.split("\r\n")[0]).toBe("\uFEFFDepartamento;Noticias;Habitantes;Noticias por 100.000 habitantes");
    await context.close();
  });
}
