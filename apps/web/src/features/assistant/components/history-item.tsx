import ListItemButton from "@mui/material/ListItemButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import type { HistoryEntry } from "./history-groups.ts";

export type HistoryItemProps = {
  entry: HistoryEntry;
  /** The chat on screen now. */
  isCurrent: boolean;
  onSelect: (chatId: string) => void;
};

/** One chat of the history: its title (cut to the list's width; past 15 characters in full in a tooltip) and when it was. */
export const HistoryItem = ({ entry, isCurrent, onSelect }: HistoryItemProps) => {
  const title = (
    <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
      {entry.title}
    </Typography>
  );
  return (
    <ListItemButton
      selected={isCurrent}
      aria-current={isCurrent ? "true" : undefined}
      aria-label={entry.when ? `${entry.title}, ${entry.when}` : entry.title}
      onClick={() => onSelect(entry.id)}
      sx={{ gap: 1.5, borderRadius: 1, mx: 1, py: 0.75 }}
    >
      {entry.hasTooltip ? (
        <Tooltip title={entry.title} placement="top-start">
          {title}
        </Tooltip>
      ) : (
        title
      )}
      <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
        {entry.when}
      </Typography>
    </ListItemButton>
  );
};
