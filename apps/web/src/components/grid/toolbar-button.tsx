import type { ReactElement } from "react";
import { Button, IconButton, Tooltip } from "@mui/material";
import { useIsMobile } from "../../lib/use-is-mobile.ts";

export type ToolbarButtonProps = {
  label: string;
  icon: ReactElement;
  onClick: () => void;
  variant?: "contained" | "outlined";
};

/**
 * A grid toolbar's own button: with its label on wide screens, its icon alone (the label as its name and
 * tooltip) on phones, so the toolbar fits 375 px beside the column and view menus.
 */
export const ToolbarButton = ({ label, icon, onClick, variant = "outlined" }: ToolbarButtonProps) => {
  const isMobile = useIsMobile();
  if (isMobile)
    return (
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          onClick={onClick}
          color="primary"
          size="small"
          sx={
            variant === "contained"
              ? {
                  bgcolor: "primary.main",
                  color: "primary.contrastText",
                  "&:hover": { bgcolor: "primary.dark" },
                }
              : { border: 1, borderColor: "divider" }
          }
        >
          {icon}
        </IconButton>
      </Tooltip>
    );
  return (
    <Button variant={variant} size="small" startIcon={icon} onClick={onClick} sx={{ whiteSpace: "nowrap" }}>
      {label}
    </Button>
  );
};
