import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { Box, Link, Typography } from "@mui/material";
import type { LocationListRow } from "@fieldstead/domain";
import { formatDateTime } from "../../../lib/format.ts";
import { formatCoordinates, locationDetailPath } from "../location-labels.ts";

const NONE = "—";

/** What the list knows of a location, as label and value pairs. */
export const LocationFacts = ({ location }: { location: LocationListRow }) => {
  const facts: [string, ReactNode][] = [
    ["Code", location.Code],
    ["Level", location.LevelName],
    [
      "Parent",
      location.ParentId === null ? (
        NONE
      ) : (
        <Link component={RouterLink} to={locationDetailPath(location.ParentId)}>
          {location.ParentName ?? `Location ${location.ParentId}`}
        </Link>
      ),
    ],
    ["Address", location.Address ?? NONE],
    ["City", location.City ?? NONE],
    ["State", location.State ?? NONE],
    ["Country", location.Country ?? NONE],
    ["Coordinates", formatCoordinates(location.Latitude, location.Longitude) || NONE],
    ["Status", location.Status],
    ["Updated", formatDateTime(location.UpdatedAt)],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: "grid",
        gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" },
        gap: 2.5,
        m: 0,
      }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="body2" sx={{ color: "text.secondary" }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: "anywhere" }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
