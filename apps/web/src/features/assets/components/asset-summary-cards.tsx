import { useState } from "react";
import {
  Box,
  Button,
  Checkbox,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from "@mui/material";
import TuneOutlined from "@mui/icons-material/TuneOutlined";
import {
  AssetStatus,
  AssetSummaryCard,
  type AssetSummaryCardValue,
  type AssetSummaryReply,
} from "@fieldstead/domain";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useAssetSummary } from "../api/get-asset-summary.ts";
import { useDashboardCustomisations } from "../api/get-dashboard-customisations.ts";
import { usePersistDashboardCustomisations } from "../api/persist-dashboard-customisations.ts";

/** Each card: its title and the figure it reads from the summary. */
export const SUMMARY_CARDS: Readonly<
  Record<AssetSummaryCardValue, { title: string; value: (s: AssetSummaryReply) => number }>
> = {
  Total: { title: "All assets", value: (s) => s.Total },
  Active: { title: "Active", value: (s) => byStatus(s, AssetStatus.Active) },
  Inactive: { title: "Inactive", value: (s) => byStatus(s, AssetStatus.Inactive) },
  InRepair: { title: "In repair", value: (s) => byStatus(s, AssetStatus.InRepair) },
  Retired: { title: "Retired", value: (s) => byStatus(s, AssetStatus.Retired) },
  InWarehouse: { title: "In warehouse", value: (s) => byStatus(s, AssetStatus.InWarehouse) },
  Pending_Verification: { title: "Pending verification", value: (s) => byState(s, "Pending_Verification") },
  Verified: { title: "Verified", value: (s) => byState(s, "Verified") },
  Unverified: { title: "Unverified", value: (s) => byState(s, "Unverified") },
  Newly_Created: { title: "Newly created", value: (s) => byState(s, "Newly_Created") },
  Consumables: { title: "Consumable records", value: (s) => s.Consumables },
};
const byStatus = (s: AssetSummaryReply, id: number) => s.ByStatus.find((b) => b.StatusId === id)?.Count ?? 0;
const byState = (s: AssetSummaryReply, state: string) =>
  s.ByVerification.find((b) => b.VerificationState === state)?.Count ?? 0;

const ALL_CARDS = Object.values(AssetSummaryCard);

/** The figures above the asset list, as the person chose them ('Customise' keeps the choice). */
export const AssetSummaryCards = () => {
  const summary = useAssetSummary();
  const chosen = useDashboardCustomisations();
  const persist = usePersistDashboardCustomisations();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const cards = chosen.data?.Cards ?? [];

  const handleToggle = async (card: AssetSummaryCardValue) => {
    const next = cards.includes(card)
      ? cards.filter((c) => c !== card)
      : ALL_CARDS.filter((c) => c === card || cards.includes(c));
    try {
      await persist.mutateAsync({ Cards: next });
    } catch (error) {
      showSnackbar({ message: error instanceof Error ? error.message : String(error), severity: "error" });
    }
  };

  return (
    <Box component="section" aria-label="Asset summary" sx={{ mb: 2 }}>
      <Stack direction="row" sx={{ alignItems: "center", mb: 1 }}>
        <Typography variant="subtitle2" component="h2" sx={{ color: "text.secondary", mr: "auto" }}>
          Summary
        </Typography>
        <Button size="small" startIcon={<TuneOutlined />} onClick={(event) => setAnchor(event.currentTarget)}>
          Customise
        </Button>
        <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {ALL_CARDS.map((card) => (
            <MenuItem key={card} onClick={() => void handleToggle(card)} disabled={persist.isPending}>
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  size="small"
                  checked={cards.includes(card)}
                  tabIndex={-1}
                  disableRipple
                />
              </ListItemIcon>
              <ListItemText>{SUMMARY_CARDS[card].title}</ListItemText>
            </MenuItem>
          ))}
        </Menu>
      </Stack>
      <Box
        sx={{
          display: "grid",
          gap: 1.5,
          gridTemplateColumns: {
            xs: "repeat(2, minmax(0, 1fr))",
            sm: "repeat(auto-fill, minmax(160px, 1fr))",
          },
        }}
      >
        {cards.map((card) => (
          <Paper key={card} variant="outlined" sx={{ px: 2, py: 1.5, minWidth: 0 }}>
            <Typography variant="body2" sx={{ color: "text.secondary" }}>
              {SUMMARY_CARDS[card].title}
            </Typography>
            <Typography sx={{ fontSize: "1.5rem", fontWeight: 700, fontVariantNumeric: "tabular-nums" }}>
              {summary.data ? (
                SUMMARY_CARDS[card].value(summary.data).toLocaleString("en-US")
              ) : (
                <Skeleton width={48} />
              )}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
};
