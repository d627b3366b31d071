import type { LoaderFunctionArgs } from "@remix-run/node";
import { FamilyParent } from "../components/family.js";
import { loadFamilyParent } from "../pages/family-routes.server.js";
import "../first-visit.js";

export const loader = (args: LoaderFunctionArgs) => loadFamilyParent(args, "departamentos");

export default FamilyParent;
