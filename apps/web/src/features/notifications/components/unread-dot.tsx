import { Box } from "@mui/material";

/** The dot before a notification: filled when it is unread, an empty space of the same size when read. */
export const UnreadDot = ({ isUnread }: { isUnread: boolean }) => (
  <Box
    aria-hidden
    sx={{
      mt: 0.75,
      width: 8,
      height: 8,
      flexShrink: 0,
      borderRadius: "50%",
      bgcolor: isUnread ? "primary.main" : "transparent",
    }}
  />
);
