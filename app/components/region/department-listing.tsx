import { useLoaderData } from "@remix-run/react";
import type { MunicipalityFilter as MunicipalityFilterData } from "../../pages/region/municipality-filter.js";
import { Listing, type ListingProps } from "../listing.js";
import { MunicipalityFilter } from "./municipality-filter.js";

/**
 * The listing child of a department page (recent, or one window), with its municipality filter.
 * Apart from the families' shared FamilyListing so that the department's other children (its
 * headlines, its daily edition) do not carry the filter's code.
 */
export function DepartmentListing() {
  const data = useLoaderData<ListingProps & { entityPath: string; municipalities?: MunicipalityFilterData | null }>();
  const action = data.window ? `${data.entityPath}/${data.window}` : data.entityPath;
  return (
    <>
      {data.municipalities ? <MunicipalityFilter filter={data.municipalities} action={action} /> : null}
      <Listing {...data} />
    </>
  );
}
