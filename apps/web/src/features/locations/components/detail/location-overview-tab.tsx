import { Paper, Stack, Typography } from "@mui/material";
import type { LocationDetail } from "@fieldstead/domain";
import { formatDateTime } from "../../../../lib/format.ts";
import { formatCoordinates } from "../../location-labels.ts";
import { LocationFacts, type Fact } from "../location-facts.tsx";

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
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <LocationFacts
        facts={[
          ["Code", location.Code],
          ["Level", location.LevelName],
          ["Status", location.Status],
          ["Warehouse", location.IsWarehouse ? "Yes" : "No"],
          ...placeFacts(location),
          ["Description", location.Description],
        ]}
      />
    </Paper>
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
        In numbers
      </Typography>
      <LocationFacts
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
    </Paper>
  </Stack>
);
