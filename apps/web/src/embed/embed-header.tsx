import { Box, Stack, Typography } from "@mui/material";
import type { DashboardData } from "@fieldstead/domain";
import { describeFilters } from "../features/analytics/widgets/components/widget-format.ts";
import { formatDateTime } from "../lib/format.ts";

export type EmbedHeaderProps = {
  data: DashboardData;
  /** One line's height, for a dashboard that fills the screen: a smaller title, no wrapping. */
  isCompact?: boolean;
};

const ONE_LINE = { whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis" } as const;

/** An embedded dashboard's title, organisation, the filters it was drawn with and when. */
export const EmbedHeader = ({ data, isCompact = false }: EmbedHeaderProps) => {
  const filters = describeFilters({
    From: data.Params.From,
    To: data.Params.To,
    locationName: data.LocationName,
  });
  const updated = `Updated ${formatDateTime(data.GeneratedAt)}`;
  if (isCompact)
    return (
      <Stack
        component="header"
        direction="row"
        spacing={2}
        sx={{ height: "100%", justifyContent: "space-between", alignItems: "flex-end" }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="overline"
            component="p"
            sx={{ color: "primary.main", fontWeight: 700, lineHeight: 1.5, ...ONE_LINE }}
          >
            {data.OrgName}
          </Typography>
          <Typography variant="h6" component="h1" sx={{ fontWeight: 700, lineHeight: 1.2, ...ONE_LINE }}>
            {data.Title}
          </Typography>
        </Box>
        <Box sx={{ textAlign: "right", minWidth: 0, flexShrink: 0, maxWidth: "50%" }}>
          <Typography variant="body2" sx={{ color: "text.secondary", ...ONE_LINE }}>
            {filters}
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary", ...ONE_LINE }}>
            {updated}
          </Typography>
        </Box>
      </Stack>
    );
  return (
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
          {filters}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ color: "text.secondary", whiteSpace: "nowrap" }}>
        {updated}
      </Typography>
    </Stack>
  );
};
