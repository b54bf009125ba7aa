import { useState } from "react";
import { Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem } from "@mui/material";
import BookmarksOutlined from "@mui/icons-material/BookmarksOutlined";
import Check from "@mui/icons-material/Check";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import SaveOutlined from "@mui/icons-material/SaveOutlined";

export type ViewEntry = { name: string; isDefault: boolean };

export type SavedViewsMenuProps = {
  views: readonly ViewEntry[];
  /** The view on screen; null for the standard view (or after the filters changed by hand). */
  activeName: string | null;
  isLoading: boolean;
  hasLoadError: boolean;
  onApply: (name: string) => void;
  onApplyStandard: () => void;
  onSaveCurrent: () => void;
  onDelete: (name: string) => void;
};

const STANDARD_VIEW_LABEL = "Standard view";

/** The 'Views' menu: the standard view, the caller's saved views, and saving the current one. */
export const SavedViewsMenu = ({
  views,
  activeName,
  isLoading,
  hasLoadError,
  onApply,
  onApplyStandard,
  onSaveCurrent,
  onDelete,
}: SavedViewsMenuProps) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  const check = (isActive: boolean) => (
    <ListItemIcon>{isActive ? <Check fontSize="small" /> : null}</ListItemIcon>
  );
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<BookmarksOutlined />}
        aria-haspopup="menu"
        aria-expanded={anchor ? "true" : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Views
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { "aria-label": "Views", dense: true } }}
      >
        <MenuItem onClick={choose(onApplyStandard)}>
          {check(activeName === null)}
          <ListItemText>{STANDARD_VIEW_LABEL}</ListItemText>
        </MenuItem>
        {views.map((view) => (
          <MenuItem key={view.name} onClick={choose(() => onApply(view.name))}>
            {check(view.name === activeName)}
            <ListItemText secondary={view.isDefault ? "Opens with the list" : undefined}>
              {view.name}
            </ListItemText>
          </MenuItem>
        ))}
        {isLoading && (
          <MenuItem disabled>
            <ListItemText inset>Loading saved views…</ListItemText>
          </MenuItem>
        )}
        {hasLoadError && (
          <MenuItem disabled>
            <ListItemText inset>Saved views could not be loaded.</ListItemText>
          </MenuItem>
        )}
        <Divider />
        <MenuItem onClick={choose(onSaveCurrent)}>
          <ListItemIcon>
            <SaveOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>Save current view…</ListItemText>
        </MenuItem>
        {activeName !== null && (
          <MenuItem onClick={choose(() => onDelete(activeName))}>
            <ListItemIcon>
              <DeleteOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>Delete view '{activeName}'</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
};
