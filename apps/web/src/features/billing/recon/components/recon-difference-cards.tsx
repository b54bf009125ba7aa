import { Box, Card, Stack, Typography } from "@mui/material";
import type { ReconDifferencesProps } from "./recon-differences-table.tsx";
import { ReconKindChip } from "./recon-kind-chip.tsx";

/** A run's differences on a phone: a card each, its kind, figures and decision; nothing wider than the screen. */
export const ReconDifferenceCards = ({ differences, renderAction }: ReconDifferencesProps) => (
  <Stack component="ul" aria-label="Differences" spacing={1.5} sx={{ p: 0, m: 0 }}>
    {differences.map((d) => (
      <Card
        component="li"
        key={d.Id}
        variant="outlined"
        aria-label={`${d.CategoryName} at ${d.SiteName}`}
        sx={{ listStyle: "none", px: 1.5, py: 1.25, minWidth: 0 }}
      >
        <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1, alignItems: "flex-start" }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere", minWidth: 0 }}>
            {d.CategoryName} at {d.SiteName}
          </Typography>
          <ReconKindChip kindId={d.KindId} name={d.KindName} />
        </Box>
        <Typography variant="body2" sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>
          {d.ClientName}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Billed {d.BilledQuantity} · Found {d.FoundQuantity}
        </Typography>
        <Box sx={{ mt: 1 }}>{renderAction(d)}</Box>
      </Card>
    ))}
  </Stack>
);
