import { Box } from "@mui/material";
import { SCREEN_READER_ONLY_SX } from "../../../components/ui/screen-reader-only.ts";

export type UserMessageProps = { text: string };

/** The person's question, on the right, as they typed it (plain text, line breaks kept). */
export const UserMessage = ({ text }: UserMessageProps) => (
  <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
    <Box
      sx={{
        maxWidth: "85%",
        px: 1.75,
        py: 1,
        borderRadius: "16px 16px 4px 16px",
        bgcolor: "primary.main",
        color: "primary.contrastText",
        fontSize: 14,
        lineHeight: 1.5,
        whiteSpace: "pre-wrap",
        overflowWrap: "anywhere",
      }}
    >
      <Box component="span" sx={SCREEN_READER_ONLY_SX}>
        You:{" "}
      </Box>
      {text}
    </Box>
  </Box>
);
