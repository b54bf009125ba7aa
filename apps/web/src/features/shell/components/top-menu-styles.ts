import type { SxProps, Theme } from "@mui/material";

/** A top menu item: compact, so a full administrator's menu fits one row on a 1280 px screen. */
export const topItemSx = (isActive: boolean): SxProps<Theme> => ({
  px: 1.25,
  minWidth: 0,
  minHeight: 44,
  borderRadius: 0,
  fontWeight: 600,
  fontSize: 14,
  whiteSpace: "nowrap",
  flexShrink: 0,
  color: isActive ? "primary.main" : "text.primary",
  boxShadow: isActive ? "inset 0 -3px 0 currentColor" : "none",
  "&:hover": { bgcolor: "action.hover" },
  "&.Mui-focusVisible": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: -2 },
  "& .MuiButton-endIcon": { ml: 0.25 },
});
