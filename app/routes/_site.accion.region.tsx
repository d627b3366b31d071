import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, Link, redirect, useActionData } from "@remix-run/react";
import { RegionChooser } from "../components/region/region-chooser.js";
import { handleRegionForm } from "../pages/region/region-form.server.js";
import { loadRegionChooser } from "../pages/region/region.server.js";
import "../first-visit.js";

export const meta: MetaFunction = () => [{ title: "Mi región · Rotativa" }, { name: "robots", content: "noindex" }];

/**
 * Keeps, changes or forgets Mi región (the rotativa-region cookie), then sends the reader back to
 * the page the form was on (a path of this site only). A form the server cannot accept is answered
 * 400 with the chooser and a message per field, in Spanish.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const current = await context.regionCookie.read(request);
  const result = await handleRegionForm(context.db, request, current);
  if (result.ok) {
    const cookie = result.next ? await context.regionCookie.save(result.next) : await context.regionCookie.clear();
    return redirect(result.redirectTo, { status: 303, headers: { "Set-Cookie": cookie } });
  }
  const chooser = await loadRegionChooser(context.db, current);
  return data({ chooser, refused: { errors: result.errors, values: result.values } }, { status: 400 });
}

/** The refused form, shown again with its messages (a GET of /accion/region only points to /mi-region). */
export default function RegionAction() {
  const answer = useActionData<typeof action>();
  // A GET here (a bookmark, a reload after an error) has no form to show again.
  if (!answer || !("refused" in answer))
    return (
      <div className="page-heading">
        <h1>Mi región</h1>
        <p className="page-description">
          Mi región se elige en <Link to="/mi-region">esta página</Link>.
        </p>
      </div>
    );
  return (
    <>
      <div className="page-heading">
        <h1>Mi región</h1>
      </div>
      <RegionChooser data={answer.chooser} refused={answer.refused} />
    </>
  );
}
