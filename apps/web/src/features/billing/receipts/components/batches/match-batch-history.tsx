import { List, ListItem, Typography } from "@mui/material";
import type { MatchBatchDetail } from "@fieldstead/domain";
import { formatDateTime } from "../../../../../lib/format.ts";

export type MatchBatchHistoryProps = { history: MatchBatchDetail["History"] };

/** 'Draft → Request for Review', or the state it began in. */
const moveText = (entry: MatchBatchDetail["History"][number]) =>
  entry.FromStatusName ? `${entry.FromStatusName} → ${entry.ToStatusName}` : entry.ToStatusName;

/** The batch's moves as recorded: what, from which state to which, who and when, with the comment given. */
export const MatchBatchHistory = ({ history }: MatchBatchHistoryProps) =>
  history.length === 0 ? (
    <Typography sx={{ color: "text.secondary" }}>Nothing has been recorded yet.</Typography>
  ) : (
    <List aria-label="History" disablePadding>
      {history.map((entry, index) => (
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
          <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
            {`${entry.Action}: ${moveText(entry)}`}
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {`${entry.ByName ?? "Someone"} · ${formatDateTime(entry.At)}`}
          </Typography>
          {entry.Comment && (
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: "anywhere", whiteSpace: "pre-line" }}>
              {entry.Comment}
            </Typography>
          )}
        </ListItem>
      ))}
    </List>
  );
