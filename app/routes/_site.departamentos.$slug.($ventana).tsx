import type { LoaderFunctionArgs } from "@remix-run/node";
import { familyListingMeta } from "../components/family.js";
import { DepartmentListing } from "../components/region/department-listing.js";
import { loadFamilyListing } from "../pages/family-routes.server.js";
import "../first-visit.js";

export const loader = (args: LoaderFunctionArgs) => loadFamilyListing(args, "departamentos");

export const meta = familyListingMeta;

export default DepartmentListing;
