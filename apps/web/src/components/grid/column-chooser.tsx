import { useState } from "react";
import { Button, Checkbox, ListItemIcon, ListItemText, Menu, MenuItem } from "@mui/material";
import ViewColumnOutlined from "@mui/icons-material/ViewColumnOutlined";

export type ChooserColumn = { colId: string; header: string; isVisible: boolean };

export type ColumnChooserProps = {
  columns: readonly ChooserColumn[];
  onVisibleChange: (colId: string, isVisible: boolean) => void;
};

/** The 'Columns' menu: shows or hides each column. The last visible column cannot be hidden. */
export const ColumnChooser = ({ columns, onVisibleChange }: ColumnChooserProps) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const visibleCount = columns.filter((c) => c.isVisible).length;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<ViewColumnOutlined />}
        aria-haspopup="menu"
        aria-expanded={anchor ? "true" : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Columns
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { "aria-label": "Columns", dense: true } }}
      >
        {columns.map((column) => {
          const isLastVisible = column.isVisible && visibleCount === 1;
          return (
            <MenuItem
              key={column.colId}
              role="menuitemcheckbox"
              aria-checked={column.isVisible}
              disabled={isLastVisible}
              onClick={() => onVisibleChange(column.colId, !column.isVisible)}
            >
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  size="small"
                  checked={column.isVisible}
                  tabIndex={-1}
                  disableRipple
                  slotProps={{ input: { "aria-hidden": true } }}
                />
              </ListItemIcon>
              <ListItemText>{column.header}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
};
