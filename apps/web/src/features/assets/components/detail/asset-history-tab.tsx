import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from "@mui/material";
import type { HistoryEntry } from "@fieldstead/domain";
import { formatDateTime } from "../../../../lib/format.ts";
import { useAssetHistory } from "../../api/get-asset-history.ts";

const NONE = "(empty)";

/** 'StatusChanged' → 'Status changed'. */
const actionWords = (action: string) =>
  action.replace(/([a-z])([A-Z])/g, (_m, a: string, b: string) => `${a} ${b.toLowerCase()}`);

const Entry = ({ entry }: { entry: HistoryEntry }) => (
  <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: "none" }}>
    <Stack
      direction={{ xs: "column", sm: "row" }}
      spacing={{ xs: 0.5, sm: 2 }}
      sx={{ justifyContent: "space-between" }}
    >
      <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{entry.Summary}</Typography>
      <Typography variant="body2" sx={{ color: "text.secondary", whiteSpace: "nowrap" }}>
        {formatDateTime(entry.CreatedAt)}
      </Typography>
    </Stack>
    <Typography variant="body2" sx={{ color: "text.secondary" }}>
      {actionWords(entry.Action)} by {entry.EmployeeName}
    </Typography>
    {entry.Changes.length > 0 && (
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {entry.Changes.map((change, index) => (
          <Typography
            component="li"
            variant="body2"
            key={`${change.Field}-${index}`}
            sx={{ overflowWrap: "anywhere" }}
          >
            <strong>{change.Field}</strong>: {change.From ?? NONE} → {change.To ?? NONE}
          </Typography>
        ))}
      </Box>
    )}
  </Paper>
);

/** History: newest first, who and when (Denver time), each field From → To, a page at a time. */
export const AssetHistoryTab = ({ assetId }: { assetId: number }) => {
  const history = useAssetHistory(assetId, true);
  if (history.isPending) return <CircularProgress aria-label="Loading the history" />;
  if (history.isError)
    return <Alert severity="error">The history could not be loaded: {history.error.message}</Alert>;
  const entries = history.data.pages.flatMap((page) => page.Entries);
  return (
    <Stack spacing={1.5}>
      {entries.length === 0 ? (
        <Typography sx={{ color: "text.secondary" }}>Nothing has been recorded yet.</Typography>
      ) : (
        <Stack component="ol" spacing={1.5} aria-label="History" sx={{ m: 0, p: 0 }}>
          {entries.map((entry) => (
            <Entry key={entry.Id} entry={entry} />
          ))}
        </Stack>
      )}
      {history.hasNextPage && (
        <Box>
          <Button
            variant="outlined"
            onClick={() => void history.fetchNextPage()}
            disabled={history.isFetchingNextPage}
          >
            Load more
          </Button>
        </Box>
      )}
    </Stack>
  );
};
