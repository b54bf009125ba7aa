import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

export type HistoryEmptyProps = { title: string; hint: string };

/** What the history shows when it has no chats, or none that match the search. */
export const HistoryEmpty = ({ title, hint }: HistoryEmptyProps) => (
  <Box role="status" sx={{ px: 3, py: 6, textAlign: "center" }}>
    <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
      {title}
    </Typography>
    <Typography variant="body2" color="text.secondary">
      {hint}
    </Typography>
  </Box>
);
