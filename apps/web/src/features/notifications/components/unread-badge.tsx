import { Box } from "@mui/material";

/** Counts above this show as '99+'. */
export const UNREAD_BADGE_MAX = 99;

export type UnreadBadgeProps = { count: number };

/** The red count on the bell; nothing when there is nothing unread. */
export const UnreadBadge = ({ count }: UnreadBadgeProps) =>
  count > 0 ? (
    <Box
      component="span"
      aria-hidden
      sx={{
        position: "absolute",
        top: 4,
        right: 2,
        minWidth: 18,
        height: 18,
        px: 0.5,
        borderRadius: 9,
        bgcolor: "error.main",
        color: "error.contrastText",
        fontSize: 11,
        fontWeight: 700,
        lineHeight: "18px",
        textAlign: "center",
        pointerEvents: "none",
      }}
    >
      {count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : count}
    </Box>
  ) : null;
