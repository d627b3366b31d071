import type { LoaderFunctionArgs } from "@remix-run/node";
import { FamilyListing, familyListingMeta } from "~/components/family";
import { loadFamilyListing } from "~/lib/family-routes.server";

export const loader = (args: LoaderFunctionArgs) => loadFamilyListing(args, "departamentos");

export const meta = familyListingMeta;

export default FamilyListing;
