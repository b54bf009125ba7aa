import { Alert, Box, Button, List, ListItem, Paper, Stack, Typography } from "@mui/material";
import type { HistoryEntry } from "@fieldstead/domain";
import { PageLoader } from "../../../../components/ui/page-loader.tsx";
import { formatDateTime } from "../../../../lib/format.ts";
import { useLocationHistory } from "../../api/get-location-history.ts";

const EMPTY = "(empty)";

const Entry = ({ entry }: { entry: HistoryEntry }) => (
  <ListItem
    disableGutters
    sx={{
      display: "block",
      py: 1.5,
      borderBottom: 1,
      borderColor: "divider",
      "&:last-of-type": { borderBottom: 0 },
    }}
  >
    <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{entry.Summary}</Typography>
    <Typography variant="body2" sx={{ color: "text.secondary" }}>
      {`${entry.EmployeeName} · ${formatDateTime(entry.CreatedAt)}`}
    </Typography>
    {entry.Changes.length > 0 ? (
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {entry.Changes.map((c) => (
          <Typography component="li" variant="body2" key={c.Field} sx={{ overflowWrap: "anywhere" }}>
            <strong>{c.Field}</strong>: {c.From ?? EMPTY} → {c.To ?? EMPTY}
          </Typography>
        ))}
      </Box>
    ) : null}
  </ListItem>
);

/** Who changed what and when, newest first (Denver time); 'Load more' reads older entries. */
export const LocationHistoryTab = ({ locationId }: { locationId: number }) => {
  const history = useLocationHistory(locationId);
  if (history.isPending) return <PageLoader />;
  if (history.isError)
    return <Alert severity="error">{`The history could not be loaded: ${history.error.message}`}</Alert>;
  const entries = history.data.pages.flatMap((p) => p.Entries);
  return (
    <Paper variant="outlined" sx={{ px: { xs: 2, sm: 3 }, py: 1 }}>
      {entries.length === 0 ? (
        <Typography sx={{ py: 2, color: "text.secondary" }}>Nothing has been recorded yet.</Typography>
      ) : (
        <List aria-label="History" disablePadding>
          {entries.map((e) => (
            <Entry key={e.Id} entry={e} />
          ))}
        </List>
      )}
      {history.hasNextPage ? (
        <Stack sx={{ alignItems: "center", py: 1.5 }}>
          <Button onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
            Load more
          </Button>
        </Stack>
      ) : null}
    </Paper>
  );
};
