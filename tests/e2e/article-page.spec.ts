import { expect, test } from "@playwright/test";
import { articleIdOf, expectLayout, SAMPLE, waitForHydration } from "./support.js";

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the article page leads somewhere (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("no header before the article; after it the sections, a search and the colour mode", async ({ page, request }) => {
      const id = await articleIdOf(request, SAMPLE.sevenMinutes);
      await page.emulateMedia({ colorScheme: "light" });
      await page.goto(`/articulos/${id}`);
      await expectLayout(page, "no-header");
      const footer = page.locator("footer");
      const sections = footer.getByRole("navigation", { name: "Secciones de Rotativa" });
      for (const name of ["Inicio", "Última hora", "Categorías", "Periódicos", "Departamentos", "Todas las noticias"]) {
        await expect(sections.getByRole("link", { name, exact: true })).toBeVisible();
      }
      // The way on comes after the article, never before it.
      const after = await page.evaluate(() => {
        const article = document.querySelector("article");
        const nav = document.querySelector("footer nav");
        return Boolean(article && nav && article.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      expect(after).toBe(true);

      await footer.getByRole("button", { name: "Oscuro" }).click();
      await expect(page.locator("html")).toHaveClass("dark");
      await expect(page).toHaveURL(new RegExp(`/articulos/${id}$`));

      const search = footer.getByRole("search").getByRole("searchbox", { name: "Buscar noticias" });
      await search.fill("Cali");
      await search.press("Enter");
      await expect(page).toHaveURL(/\/busqueda\?q=Cali$/);
      await expect(page.locator(".article-card").first()).toBeVisible();
    });

    test("share links for WhatsApp, X, Facebook, Telegram and e-mail, and the address to copy", async ({ page, request }) => {
      const id = await articleIdOf(request, SAMPLE.sevenMinutes);
      await page.goto(`/articulos/${id}`);
      const share = page.getByRole("region", { name: "Compartir" });
      const address = share.getByRole("textbox", { name: "Enlace para copiar" });
      await expect(address).toHaveValue(new RegExp(`^https?://[^/]+/articulos/${id}$`));
      const url = await address.inputValue();
      const encoded = encodeURIComponent(url);
      await expect(share.getByRole("link", { name: /^WhatsApp/ })).toHaveAttribute(
        "href",
        `https://wa.me/?text=${encodeURIComponent(`${SAMPLE.sevenMinutes} ${url}`)}`,
      );
      await expect(share.getByRole("link", { name: /^X/ })).toHaveAttribute(
        "href",
        new RegExp(`^https://x\\.com/intent/post\\?text=.*&url=${encoded.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
      );
      await expect(share.getByRole("link", { name: /^Facebook/ })).toHaveAttribute(
        "href",
        `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
      );
      await expect(share.getByRole("link", { name: /^Telegram/ })).toHaveAttribute("href", new RegExp(`^https://t\\.me/share/url\\?url=`));
      await expect(share.getByRole("link", { name: "Correo" })).toHaveAttribute("href", /^mailto:\?subject=.*&body=/);
    });
  });
}

test("with JavaScript, the device's share sheet gets the article's title and address", async ({ page, request }) => {
  await page.addInitScript(() => {
    (navigator as unknown as { share: (data: unknown) => Promise<void> }).share = async (data) => {
      (window as unknown as { shared: unknown }).shared = data;
    };
  });
  const id = await articleIdOf(request, SAMPLE.sevenMinutes);
  await page.goto(`/articulos/${id}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Compartir esta noticia…" }).click();
  const shared = await page.evaluate(() => (window as unknown as { shared: { title: string; url: string } }).shared);
  expect(shared.title).toBe(SAMPLE.sevenMinutes);
  expect(shared.url).toMatch(new RegExp(`/articulos/${id}$`));
});
