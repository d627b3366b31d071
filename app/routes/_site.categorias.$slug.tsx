import type { LoaderFunctionArgs } from "@remix-run/node";
import { FamilyParent } from "~/components/family";
import { loadFamilyParent } from "~/lib/family-routes.server";

export const loader = (args: LoaderFunctionArgs) => loadFamilyParent(args, "categorias");

export default FamilyParent;
