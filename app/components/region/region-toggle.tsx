import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { readStoredRegion, storeRegion } from "../../client/region-storage.js";

/**
 * A department page's "Añadir a Mi región" button. The page is the same for every reader (and
 * shared by caches), so the server always renders the button; in the browser, the copy of Mi región
 * in localStorage tells when the department is already there, and the button becomes "Quitar".
 */
export function RegionToggle({ slug, name }: { slug: string; name: string }) {
  const location = useLocation();
  const navigation = useNavigation();
  const [chosen, setChosen] = useState(false);
  useEffect(() => {
    setChosen(readStoredRegion().includes(slug));
  }, [slug]);
  // The server answers with this same page, which cannot know the choice: the browser's copy
  // changes here, once the action has answered (the navigation then loads its redirect) — not on
  // submit, so that a post cancelled by the reader's next click never shows as done.
  const own = navigation.formAction === "/accion/region" && navigation.formData?.get("departamento") === slug;
  const intent = own ? navigation.formData?.get("intent") : null;
  const redirectedTo = navigation.location?.pathname;
  useEffect(() => {
    // A redirect away from the action is its success; a refusal stays on /accion/region.
    if (navigation.state !== "loading" || redirectedTo === "/accion/region" || (intent !== "agregar" && intent !== "quitar")) return;
    const stored = readStoredRegion().filter((other) => other !== slug);
    storeRegion(intent === "agregar" ? [...stored, slug] : stored);
    setChosen(intent === "agregar");
  }, [navigation.state, redirectedTo, intent, slug]);
  const saving = own && navigation.state === "submitting";
  return (
    <div className="region-toggle">
      <Form method="post" action="/accion/region" className="region-inline-form">
        <input type="hidden" name="intent" value={chosen ? "quitar" : "agregar"} />
        <input type="hidden" name="departamento" value={slug} />
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <button type="submit" className="region-toggle-button" aria-describedby="region-toggle-ayuda" disabled={saving}>
          {chosen ? `Quitar ${name} de Mi región` : `Añadir ${name} a Mi región`}
        </button>
      </Form>
      <p id="region-toggle-ayuda" className="field-hint">
        {chosen ? "Sus noticias abren la portada. " : "Sus noticias abrirán la portada, sin cuenta. "}
        <Link to="/mi-region">Elegir varios departamentos</Link>
      </p>
    </div>
  );
}
