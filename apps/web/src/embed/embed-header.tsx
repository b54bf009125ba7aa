import { Box, Stack, Typography } from "@mui/material";
import type { DashboardData } from "@fieldstead/domain";
import { describeFilters } from "../features/analytics/components/widgets/widget-format.ts";
import { formatDateTime } from "../lib/format.ts";

export type EmbedHeaderProps = { data: DashboardData };

/** An embedded dashboard's title, organisation, the filters it was drawn with and when. */
export const EmbedHeader = ({ data }: EmbedHeaderProps) => (
  <Stack
    component="header"
    direction={{ xs: "column", sm: "row" }}
    spacing={{ xs: 0.5, sm: 2 }}
    sx={{ justifyContent: "space-between", alignItems: { sm: "flex-end" }, mb: 2.5 }}
  >
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="overline" sx={{ color: "primary.main", fontWeight: 700, lineHeight: 1.6 }}>
        {data.OrgName}
      </Typography>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, lineHeight: 1.25 }}>
        {data.Title}
      </Typography>
      <Typography variant="body2" sx={{ color: "text.secondary", mt: 0.5 }}>
        {describeFilters({ From: data.Params.From, To: data.Params.To, locationName: data.LocationName })}
      </Typography>
    </Box>
    <Typography variant="body2" sx={{ color: "text.secondary", whiteSpace: "nowrap" }}>
      Updated {formatDateTime(data.GeneratedAt)}
    </Typography>
  </Stack>
);
