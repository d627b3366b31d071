import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { articleIdOf, SAMPLE } from "./support.js";

const PATHS = [
  "/",
  "/test",
  "/busqueda",
  "/busqueda?q=Cali",
  "/busqueda?q=bogota&orden=recientes",
  "/busqueda?q=de",
  "/busqueda?q=paro&categoria=deportes",
  "/busqueda?q=x&categoria=NO",
  "/ultima-hora",
  "/ultimo-dia",
  "/ultima-semana",
  "/contacto",
  "/guardadas",
  "/reportes",
  "/categorias",
  "/periodicos",
  "/departamentos",
  "/todas-las-noticias",
  "/todas-las-noticias?categoria=deportes&departamento=bogota",
  "/todas-las-noticias?periodico=no-existe",
  "/categorias/politica",
  "/periodicos/el-tiempo",
  "/departamentos/antioquia",
  "/categorias/politica/ultima-hora",
  "/periodicos/el-tiempo/ultimo-dia",
  "/departamentos/antioquia/ultima-semana",
  "/departamentos/vaupes/ultima-hora",
  "/departamentos/antioquia/titulares",
  "/nada",
  "/categorias/politika",
  "/categorias/opinion",
  "/todas-las-noticias?antes=9999999999999.1&pagina=3",
];

for (const colorScheme of ["light", "dark"] as const) {
  test(`every page has no serious or critical axe violations in ${colorScheme} mode`, async ({ page, request }) => {
    test.setTimeout(300_000);
    await page.emulateMedia({ colorScheme });
    const paths = [...PATHS, `/articulos/${await articleIdOf(request, SAMPLE.sevenMinutes)}`];
    const failures: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveClass(colorScheme);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
      for (const violation of results.violations) {
        if (violation.impact === "serious" || violation.impact === "critical") {
          failures.push(
            `${path}: ${violation.id} (${violation.impact}) ${violation.nodes
              .map((n) => n.target.join(" "))
              .slice(0, 3)
              .join(", ")}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
}
