import { Button } from "@mui/material";
import ExpandMoreRounded from "@mui/icons-material/ExpandMoreRounded";
import { topItemSx } from "./top-menu-styles.ts";

export type TopMenuTriggerProps = {
  label: string;
  menuId: string;
  isOpen: boolean;
  isActive: boolean;
  onOpen: (anchor: HTMLElement) => void;
};

/** A top menu item with a drop-down: Enter, Space, a click or ArrowDown opens it. */
export const TopMenuTrigger = ({ label, menuId, isOpen, isActive, onOpen }: TopMenuTriggerProps) => (
  <Button
    data-top-menu-item=""
    color="inherit"
    aria-haspopup="menu"
    aria-expanded={isOpen}
    aria-controls={isOpen ? menuId : undefined}
    aria-current={isActive ? "page" : undefined}
    endIcon={<ExpandMoreRounded sx={{ transform: isOpen ? "rotate(180deg)" : "none" }} />}
    onClick={(event) => onOpen(event.currentTarget)}
    onKeyDown={(event) => {
      if (event.key !== "ArrowDown") return;
      event.preventDefault();
      onOpen(event.currentTarget);
    }}
    sx={topItemSx(isActive)}
  >
    {label}
  </Button>
);
