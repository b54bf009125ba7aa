import type { ReactElement } from "react";
import { Link as RouterLink } from "react-router";
import { ListSubheader, MenuItem } from "@mui/material";
import { assertNever, type MenuNode } from "@fieldstead/domain";

/** One line of a drop-down: the node and how deep it sits (0: the top item's own link). */
export type MenuEntry = { node: MenuNode; depth: number };

const descendants = (node: MenuNode, depth: number): MenuEntry[] =>
  node.children.flatMap((child) => [{ node: child, depth }, ...descendants(child, depth + 1)]);

/** The lines of a drop-down in reading order: the item's own link, then each child and its children. */
export const menuEntries = (item: MenuNode): MenuEntry[] => [
  ...(item.link.kind === "none" ? [] : [{ node: item, depth: 0 }]),
  ...descendants(item, 1),
];

const indentOf = (depth: number): number => 2 + Math.max(0, depth - 1) * 2;

/**
 * One drop-down line as a direct MUI element (MenuList moves the keyboard focus among its direct children):
 * a link, an inert entry (no route, clicks blocked), or a group heading for a child without a link.
 */
export const renderMenuEntry = ({ node, depth }: MenuEntry, onNavigate: () => void): ReactElement => {
  const sx = {
    pl: indentOf(depth),
    minHeight: 40,
    fontWeight: depth === 0 || node.children.length > 0 ? 600 : 400,
    whiteSpace: "normal",
  } as const;
  if (node.isInert) {
    return (
      <MenuItem
        key={node.key}
        disabled
        aria-disabled="true"
        onClick={(event) => event.preventDefault()}
        sx={{ ...sx, pointerEvents: "none" }}
      >
        {node.label}
      </MenuItem>
    );
  }
  const link = node.link;
  switch (link.kind) {
    case "route":
      return (
        <MenuItem
          key={node.key}
          component={RouterLink}
          to={link.path}
          {...(link.isNewTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          onClick={onNavigate}
          sx={sx}
        >
          {node.label}
        </MenuItem>
      );
    case "url":
      return (
        <MenuItem
          key={node.key}
          component="a"
          href={link.href}
          {...(link.isNewTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          onClick={onNavigate}
          sx={sx}
        >
          {node.label}
        </MenuItem>
      );
    case "none":
      return (
        <ListSubheader
          key={node.key}
          sx={{ lineHeight: "36px", fontWeight: 700, color: "text.primary", position: "static" }}
        >
          {node.label}
        </ListSubheader>
      );
    default:
      return assertNever(link);
  }
};
