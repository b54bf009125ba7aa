import type { ReactElement } from "react";
import { Button } from "@mui/material";

export type ToolbarButtonProps = {
  label: string;
  icon: ReactElement;
  onClick: () => void;
  variant?: "contained" | "outlined";
};

/**
 * A list toolbar's own button, its icon and its label on every screen: on a phone the list is cards, without
 * the column and view menus, so the labelled buttons wrap onto the toolbar's lines.
 */
export const ToolbarButton = ({ label, icon, onClick, variant = "outlined" }: ToolbarButtonProps) => (
  <Button variant={variant} size="small" startIcon={icon} onClick={onClick} sx={{ whiteSpace: "nowrap" }}>
    {label}
  </Button>
);
