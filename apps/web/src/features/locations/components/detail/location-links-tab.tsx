import type { LocationDetail } from "@fieldstead/domain";
import { locationOptionOf } from "../../location-labels.ts";
import { LinksGrid } from "../links/links-grid.tsx";

/** The links with this location at either end. */
export const LocationLinksTab = ({ location }: { location: LocationDetail }) => (
  <LinksGrid gridId="location-links" location={locationOptionOf(location)} />
);
