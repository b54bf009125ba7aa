import type { LocationDetail } from "@fieldstead/domain";
import { LinksGrid } from "../links/links-grid.tsx";

/** The links with this location at either end. */
export const LocationLinksTab = ({ location }: { location: LocationDetail }) => (
  <LinksGrid
    gridId="location-links"
    location={{
      Id: location.Id,
      Code: location.Code,
      Name: location.Name,
      LevelId: location.LevelId,
      Path: location.Path.map((p) => p.Name).join(" › "),
      IsWarehouse: location.IsWarehouse,
      Status: location.Status,
    }}
  />
);
