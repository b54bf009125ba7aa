import { useParams } from "react-router";
import { Alert, Box, Paper, Stack, Typography } from "@mui/material";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { PageLoader } from "../../../components/ui/page-loader.tsx";
import { useLocationRecord } from "../api/get-location.ts";
import { LocationFacts } from "./location-facts.tsx";

const LIST_ENTRY = { kind: "link", label: "Locations", to: "/locations" } as const;
export const NEXT_RELEASE_TEXT =
  "The full location page, with its tabs, site details and assets, comes with the next release of this module.";

const idOf = (value: string | undefined): number | null =>
  value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

/** /locationModules/{id}: what the location list knows about one location. */
export const LocationDetailPage = () => {
  const id = idOf(useParams().locationId);
  const location = useLocationRecord(id);

  if (id !== null && location.isPending) return <PageLoader />;
  if (id === null || location.isError || !location.data) {
    return (
      <Box>
        <BreadcrumbBar entries={[LIST_ENTRY, { kind: "error", label: "Location not found" }]} />
        <Alert severity={location.isError ? "error" : "warning"}>
          {location.isError
            ? `The location could not be loaded: ${location.error.message}`
            : "There is no such location in your organisation."}
        </Alert>
      </Box>
    );
  }
  const row = location.data;
  return (
    <Box>
      <BreadcrumbBar entries={[LIST_ENTRY, { kind: "text", label: row.Name }]} />
      <Stack spacing={3}>
        <Box>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 700, overflowWrap: "anywhere", fontSize: { xs: "1.75rem", sm: "2.125rem" } }}
          >
            {row.Name}
          </Typography>
          <Typography sx={{ color: "text.secondary" }}>
            {row.LevelName} · {row.Code}
          </Typography>
        </Box>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <LocationFacts location={row} />
        </Paper>
        <Alert severity="info">{NEXT_RELEASE_TEXT}</Alert>
      </Stack>
    </Box>
  );
};
