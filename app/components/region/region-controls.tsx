import { Form, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { storeRegion } from "../../client/region-storage.js";

/*
 * The small controls every Mi región page shares. Kept apart from the front page's section (which
 * pulls in the article list) so that the chooser's route does not change how the listings' scripts
 * are split into chunks (tests/e2e/page-weight.spec.ts).
 */

/** The reader's choice as pages show it. */
export interface RegionChoiceView {
  departments: { slug: string; name: string }[];
  municipality: { code: string; name: string; department: { slug: string; name: string } } | null;
}

/**
 * Keeps the browser's copy of Mi región (localStorage) equal to what the server rendered for this
 * reader: a choice, or null for none; undefined when the page does not know (nothing is touched).
 */
export function useRegionMirror(choice: RegionChoiceView | null | undefined) {
  const slugs = choice === undefined ? undefined : (choice?.departments.map((department) => department.slug).join(",") ?? "");
  useEffect(() => {
    if (slugs !== undefined) storeRegion(slugs === "" ? [] : slugs.split(","));
  }, [slugs]);
}

/** "Quitar Mi región": one click, a form that works without JavaScript. */
export function RemoveRegionButton({ label = "Quitar Mi región" }: { label?: string }) {
  const location = useLocation();
  return (
    <Form method="post" action="/accion/region" className="region-inline-form">
      <input type="hidden" name="intent" value="quitar" />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button type="submit" className="link-button">
        {label}
      </button>
    </Form>
  );
}
