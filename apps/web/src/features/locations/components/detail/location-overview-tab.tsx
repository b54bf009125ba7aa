import { Stack } from "@mui/material";
import type { LocationDetail } from "@fieldstead/domain";
import { FactList, type Fact } from "../../../../components/ui/fact-list.tsx";
import { PaperSection } from "../../../../components/ui/paper-section.tsx";
import { formatDateTime } from "../../../../lib/format.ts";
import { formatCoordinates } from "../../location-labels.ts";

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** Where the location is and what is in it. */
export const placeFacts = (
  l: Pick<LocationDetail, "Address" | "City" | "State" | "Country" | "PostalCode" | "Latitude" | "Longitude">,
): Fact[] => [
  ["Address", l.Address],
  ["City", l.City],
  ["State", l.State],
  ["Country", l.Country],
  ["Postal code", l.PostalCode],
  ["Coordinates", formatCoordinates(l.Latitude, l.Longitude)],
];

/** A building's, floor's or room's overview: its place, what is below it, and who created and changed it. */
export const LocationOverviewTab = ({ location }: { location: LocationDetail }) => (
  <Stack spacing={2}>
    <PaperSection>
      <FactList
        facts={[
          ["Code", location.Code],
          ["Level", location.LevelName],
          ["Status", location.Status],
          ["Warehouse", location.IsWarehouse ? "Yes" : "No"],
          ...placeFacts(location),
          ["Description", location.Description],
        ]}
      />
    </PaperSection>
    <PaperSection title="In numbers">
      <FactList
        facts={[
          [
            "Sub-locations",
            location.SubLocationCount === 0
              ? "None"
              : `${location.SubLocationCount} directly below, ${location.AllSubLocationCount} in all`,
          ],
          [
            "Assets",
            location.AllAssetCount === location.AssetCount
              ? count(location.AssetCount, "asset", "assets")
              : `${count(location.AssetCount, "asset", "assets")} here, ${location.AllAssetCount} with its sub-locations`,
          ],
          ["Links", count(location.LinkCount, "link", "links")],
          ["Created", `${formatDateTime(location.CreatedAt)} by ${location.CreatedByName ?? "System"}`],
          ["Last changed", `${formatDateTime(location.UpdatedAt)} by ${location.UpdatedByName ?? "System"}`],
        ]}
      />
    </PaperSection>
  </Stack>
);
