import { List, ListItem, Typography } from "@mui/material";
import type { BatchDetail } from "@fieldstead/domain";
import { formatDateTime } from "../../../../../lib/format.ts";

export type BatchHistoryProps = { entries: BatchDetail["History"] };

/** Each move of the batch: when, who, from which state to which, and the comment left with it. */
export const BatchHistory = ({ entries }: BatchHistoryProps) =>
  entries.length === 0 ? (
    <Typography sx={{ color: "text.secondary" }}>Nothing has been recorded yet.</Typography>
  ) : (
    <List aria-label="History" disablePadding>
      {entries.map((entry, index) => (
        <ListItem
          key={`${entry.At}-${index}`}
          disableGutters
          sx={{
            display: "block",
            py: 1.25,
            borderBottom: 1,
            borderColor: "divider",
            "&:last-of-type": { borderBottom: 0 },
          }}
        >
          <Typography sx={{ fontWeight: 600 }}>
            {entry.FromStatusName ? `${entry.FromStatusName} → ${entry.ToStatusName}` : entry.ToStatusName}
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {`${entry.ByName ?? "Someone no longer known"} · ${formatDateTime(entry.At)}`}
          </Typography>
          {entry.Comment && (
            <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
              {entry.Comment}
            </Typography>
          )}
        </ListItem>
      ))}
    </List>
  );
