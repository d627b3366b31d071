import { expect, test } from "@playwright/test";
import { articleIdOf, SAMPLE, waitForHydration } from "./support.js";

const PAGES = [
  "/",
  "/ultima-hora",
  "/categorias",
  "/categorias/politica",
  "/periodicos/el-tiempo/ultimo-dia",
  "/departamentos/antioquia/titulares",
  "/busqueda?q=Cali",
  "/reportes",
  "/contacto",
  "/guardadas",
  "/test",
  "/nada",
];

test("pages hydrate without errors or mismatches in light, dark and system mode", async ({ page, request, context }) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on("console", (message) => {
    // The 404 page's own status shows up as a failed resource load; anything else is a defect.
    if (message.type() === "error" && !/status of 404/.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
  });
  const articlePath = `/articulos/${await articleIdOf(request, SAMPLE.sixDays)}`;
  for (const mode of ["system", "dark", "light"] as const) {
    if (mode !== "system") {
      await page.goto("/");
      await waitForHydration(page);
      await page.getByRole("button", { name: mode === "dark" ? "Oscuro" : "Claro" }).click();
      await expect.poll(async () => (await context.cookies()).some((c) => c.name === "rotativa-tema")).toBe(true);
    }
    for (const path of [...PAGES, articlePath]) {
      await page.goto(path);
      await waitForHydration(page);
    }
  }
  expect(problems).toEqual([]);
});
