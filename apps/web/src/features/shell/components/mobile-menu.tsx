import { useState } from "react";
import { useLocation } from "react-router";
import {
  Box,
  Collapse,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Typography,
} from "@mui/material";
import CloseRounded from "@mui/icons-material/CloseRounded";
import ExpandLessRounded from "@mui/icons-material/ExpandLessRounded";
import ExpandMoreRounded from "@mui/icons-material/ExpandMoreRounded";
import MenuRounded from "@mui/icons-material/MenuRounded";
import { MENU_MAX_HEIGHT_PX, MEGA_MENU_MAX_HEIGHT_PX, type MenuItem } from "@fieldstead/domain";
import { DrawerEntry } from "./drawer-entry.tsx";
import { BILLING_DISABLED_NOTE } from "./menu-dropdown.tsx";
import { isActiveIn } from "./menu-paths.ts";

export type MobileMenuProps = { items: readonly MenuItem[]; isLoading: boolean };

/** Phone widths: the top menu collapses into a drawer behind a hamburger button. */
export const MobileMenu = ({ items, isLoading }: MobileMenuProps) => {
  const [isOpen, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const { pathname } = useLocation();
  const close = () => setOpen(false);
  return (
    <>
      <IconButton
        aria-label="Open menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? "shell-mobile-menu" : undefined}
        edge="start"
        onClick={() => setOpen(true)}
        disabled={isLoading}
      >
        <MenuRounded />
      </IconButton>
      <Drawer
        anchor="left"
        open={isOpen}
        onClose={close}
        slotProps={{ paper: { id: "shell-mobile-menu", sx: { width: 300, maxWidth: "85vw" } } }}
      >
        <Box
          sx={{
            display: "flex",
            alignItems: "center",
            px: 2,
            py: 1,
            borderBottom: 1,
            borderColor: "divider",
          }}
        >
          <Typography component="h2" sx={{ flex: 1, fontWeight: 700, fontSize: 16 }}>
            Menu
          </Typography>
          <IconButton aria-label="Close menu" edge="end" onClick={close}>
            <CloseRounded />
          </IconButton>
        </Box>
        <Box component="nav" aria-label="Main menu" sx={{ overflowY: "auto" }}>
          <List disablePadding>
            {items.map((item) => {
              const isActive = isActiveIn(item, pathname);
              if (item.children.length === 0) {
                return (
                  <DrawerEntry key={item.key} node={item} depth={0} isActive={isActive} onNavigate={close} />
                );
              }
              const isExpanded = expanded === item.key;
              return (
                <Box component="li" key={item.key} sx={{ listStyle: "none" }}>
                  <ListItemButton
                    aria-expanded={isExpanded}
                    onClick={() => setExpanded(isExpanded ? null : item.key)}
                    sx={{ minHeight: 44 }}
                  >
                    <ListItemText
                      primary={item.label}
                      slotProps={{ primary: { sx: { fontWeight: 600, fontSize: 15 } } }}
                    />
                    {isExpanded ? <ExpandLessRounded /> : <ExpandMoreRounded />}
                  </ListItemButton>
                  <Collapse in={isExpanded} unmountOnExit>
                    {item.isInert && (
                      <Typography
                        variant="caption"
                        sx={{ display: "block", px: 4, py: 0.5, color: "text.secondary" }}
                      >
                        {BILLING_DISABLED_NOTE}
                      </Typography>
                    )}
                    <List
                      disablePadding
                      aria-label={item.label}
                      sx={{
                        maxHeight: item.columns === 2 ? MEGA_MENU_MAX_HEIGHT_PX : MENU_MAX_HEIGHT_PX,
                        overflowY: "auto",
                        bgcolor: "action.hover",
                      }}
                    >
                      {item.link.kind !== "none" && (
                        <DrawerEntry node={item} depth={1} isActive={false} onNavigate={close} />
                      )}
                      {item.children.flatMap((child) => [
                        <DrawerEntry
                          key={child.key}
                          node={child}
                          depth={1}
                          isActive={isActiveIn(child, pathname)}
                          onNavigate={close}
                        />,
                        ...child.children.map((grandchild) => (
                          <DrawerEntry
                            key={grandchild.key}
                            node={grandchild}
                            depth={2}
                            isActive={isActiveIn(grandchild, pathname)}
                            onNavigate={close}
                          />
                        )),
                      ])}
                    </List>
                  </Collapse>
                </Box>
              );
            })}
          </List>
        </Box>
      </Drawer>
    </>
  );
};
