import { Link as RouterLink } from "react-router";
import { ListItem, ListItemButton, ListItemText, ListSubheader } from "@mui/material";
import { assertNever, type MenuNode } from "@fieldstead/domain";

export type DrawerEntryProps = { node: MenuNode; depth: number; isActive: boolean; onNavigate: () => void };

/** One link of the phone menu: an in-app route, an address, an inert entry, or a group heading. */
export const DrawerEntry = ({ node, depth, isActive, onNavigate }: DrawerEntryProps) => {
  const sx = { pl: 2 + depth * 2, minHeight: 44 };
  const text = (
    <ListItemText
      primary={node.label}
      slotProps={{ primary: { sx: { fontWeight: depth === 0 || isActive ? 600 : 400, fontSize: 15 } } }}
    />
  );
  if (node.isInert) {
    return (
      <ListItem disablePadding>
        <ListItemButton disabled aria-disabled="true" sx={{ ...sx, pointerEvents: "none" }}>
          {text}
        </ListItemButton>
      </ListItem>
    );
  }
  const link = node.link;
  const newTab =
    link.kind !== "none" && link.isNewTab ? { target: "_blank", rel: "noopener noreferrer" } : {};
  switch (link.kind) {
    case "route":
      return (
        <ListItem disablePadding>
          <ListItemButton
            component={RouterLink}
            to={link.path}
            selected={isActive}
            aria-current={isActive ? "page" : undefined}
            onClick={onNavigate}
            sx={sx}
            {...newTab}
          >
            {text}
          </ListItemButton>
        </ListItem>
      );
    case "url":
      return (
        <ListItem disablePadding>
          <ListItemButton component="a" href={link.href} onClick={onNavigate} sx={sx} {...newTab}>
            {text}
          </ListItemButton>
        </ListItem>
      );
    case "none":
      return (
        <ListSubheader sx={{ pl: sx.pl, lineHeight: "36px", fontWeight: 700, position: "static" }}>
          {node.label}
        </ListSubheader>
      );
    default:
      return assertNever(link);
  }
};
