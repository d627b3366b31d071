import type { LoaderFunctionArgs } from "@remix-run/node";
import { FamilyListing, familyListingMeta } from "../components/family.js";
import { loadFamilyListing } from "../pages/family-routes.server.js";
import "../first-visit.js";

export const loader = (args: LoaderFunctionArgs) => loadFamilyListing(args, "periodicos");

export const meta = familyListingMeta;

export default FamilyListing;
