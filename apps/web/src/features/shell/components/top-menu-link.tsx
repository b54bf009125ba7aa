import { Link as RouterLink } from "react-router";
import { Button, type SxProps, type Theme } from "@mui/material";
import type { MenuItem } from "@fieldstead/domain";

export type TopMenuLinkProps = { item: MenuItem; isActive: boolean; sx: SxProps<Theme> };

/** A top menu item without a drop-down: an in-app route, an address, or (billing not enabled) inert. */
export const TopMenuLink = ({ item, isActive, sx }: TopMenuLinkProps) => {
  const common = { "data-top-menu-item": "", color: "inherit" as const, sx };
  const newTab = (isNewTab: boolean) => (isNewTab ? { target: "_blank", rel: "noopener noreferrer" } : {});
  if (item.isInert || item.link.kind === "none") {
    return (
      <Button
        {...common}
        disabled
        aria-disabled="true"
        onClick={(event) => event.preventDefault()}
        sx={[sx, { pointerEvents: "none" }] as SxProps<Theme>}
      >
        {item.label}
      </Button>
    );
  }
  if (item.link.kind === "route") {
    return (
      <Button
        {...common}
        component={RouterLink}
        to={item.link.path}
        aria-current={isActive ? "page" : undefined}
        {...newTab(item.link.isNewTab)}
      >
        {item.label}
      </Button>
    );
  }
  return (
    <Button {...common} href={item.link.href} {...newTab(item.link.isNewTab)}>
      {item.label}
    </Button>
  );
};
