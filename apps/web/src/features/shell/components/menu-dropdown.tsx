import { ListSubheader, Menu } from "@mui/material";
import {
  MEGA_MENU_MAX_HEIGHT_PX,
  MENU_MAX_HEIGHT_PX,
  type MenuItem as TopMenuItem,
} from "@fieldstead/domain";
import { menuEntries, renderMenuEntry } from "./menu-entries.tsx";

export type MenuDropdownProps = {
  id: string;
  item: TopMenuItem;
  anchorEl: HTMLElement | null;
  onClose: () => void;
};

export const BILLING_DISABLED_NOTE = "Billing is not enabled for this organisation.";

/**
 * The drop-down of a top menu item: a list, or a mega-menu in one or two columns (filled column by column,
 * so the arrow keys follow the reading order). Escape closes it and gives the focus back to its trigger.
 */
export const MenuDropdown = ({ id, item, anchorEl, onClose }: MenuDropdownProps) => {
  const entries = menuEntries(item);
  const isTwoColumn = item.columns === 2;
  const hasInertEntries = entries.some((entry) => entry.node.isInert);
  const rows = Math.ceil(entries.length / 2) + (hasInertEntries ? 1 : 0);
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={anchorEl !== null}
      onClose={onClose}
      variant="menu"
      anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
      transformOrigin={{ vertical: "top", horizontal: "left" }}
      slotProps={{
        paper: {
          sx: { mt: 0.5, border: 1, borderColor: "divider", boxShadow: 3, maxWidth: "calc(100vw - 32px)" },
        },
        list: {
          "aria-label": item.label,
          "data-layout": item.layout,
          "data-columns": item.columns,
          sx: {
            maxHeight: isTwoColumn ? MEGA_MENU_MAX_HEIGHT_PX : MENU_MAX_HEIGHT_PX,
            overflowY: "auto",
            minWidth: item.layout === "mega" ? 280 : 220,
            py: 1,
            ...(isTwoColumn
              ? {
                  display: "grid",
                  gridTemplateColumns: "repeat(2, minmax(220px, 1fr))",
                  gridTemplateRows: `repeat(${rows}, auto)`,
                  gridAutoFlow: "column",
                  columnGap: 1,
                }
              : {}),
          },
        } as object,
      }}
    >
      {hasInertEntries && (
        <ListSubheader
          sx={{
            gridColumn: "1 / -1",
            lineHeight: 1.4,
            py: 1,
            fontSize: 13,
            position: "static",
            whiteSpace: "normal",
          }}
        >
          {BILLING_DISABLED_NOTE}
        </ListSubheader>
      )}
      {entries.map((entry) => renderMenuEntry(entry, onClose))}
    </Menu>
  );
};
