import { useId, useState, type KeyboardEvent } from "react";
import { useLocation } from "react-router";
import { Box, Button, Skeleton } from "@mui/material";
import ExpandMoreRounded from "@mui/icons-material/ExpandMoreRounded";
import type { MenuItem } from "@fieldstead/domain";
import { useMenuOverflow } from "../hooks/use-menu-overflow.ts";
import { MenuDropdown } from "./menu-dropdown.tsx";
import { isActiveIn } from "./menu-paths.ts";
import { TopMenuLink } from "./top-menu-link.tsx";
import { topItemSx } from "./top-menu-styles.ts";
import { TopMenuTrigger } from "./top-menu-trigger.tsx";

export type TopMenuProps = { items: readonly MenuItem[]; isLoading: boolean };

export const MORE_LABEL = "More";

/** Left and right arrows move between top items, Home and End jump to the ends. */
const moveFocus = (event: KeyboardEvent<HTMLElement>): void => {
  if (!["ArrowRight", "ArrowLeft", "Home", "End"].includes(event.key)) return;
  const items = [
    ...event.currentTarget.querySelectorAll<HTMLElement>("[data-top-menu-item]:not([disabled])"),
  ];
  const at = items.indexOf(document.activeElement as HTMLElement);
  if (at === -1) return;
  event.preventDefault();
  const step = event.key === "ArrowRight" ? 1 : -1;
  const next =
    event.key === "Home"
      ? 0
      : event.key === "End"
        ? items.length - 1
        : (at + step + items.length) % items.length;
  items[next]?.focus();
};

/** The items that do not fit, as the 'More' drop-down. */
const moreItem = (overflow: readonly MenuItem[]): MenuItem => ({
  key: "more",
  moduleId: 0,
  label: MORE_LABEL,
  link: { kind: "none" },
  isInert: false,
  children: overflow,
  group: null,
  layout: "dropdown",
  columns: 1,
});

/**
 * The desktop top menu (portal-shell §2.2): the role's top-level modules on one row, with drop-downs and
 * mega-menus; what does not fit the row goes into 'More'.
 */
export const TopMenu = ({ items, isLoading }: TopMenuProps) => {
  const baseId = useId();
  const { pathname } = useLocation();
  const { rowRef, measureRef, visibleCount } = useMenuOverflow(items.length);
  // The last opened item stays mounted while its drop-down closes, so it animates out and restores focus.
  const [open, setOpen] = useState<{ key: string; anchor: HTMLElement | null } | null>(null);

  if (isLoading) {
    return (
      <Box sx={{ display: "flex", gap: 3, alignItems: "center", minHeight: 44, px: 1.25 }} aria-hidden="true">
        {[72, 110, 90, 70, 64, 56].map((width, index) => (
          <Skeleton key={index} variant="rounded" width={width} height={16} />
        ))}
      </Box>
    );
  }
  const visible = items.slice(0, visibleCount);
  const overflow = items.slice(visibleCount);
  const more = overflow.length > 0 ? moreItem(overflow) : null;
  const openItem = open
    ? [...visible, ...(more ? [more] : [])].find((item) => item.key === open.key)
    : undefined;
  const menuIdOf = (item: MenuItem) => `${baseId}-menu-${item.key.replace("/", "-")}`;
  const trigger = (item: MenuItem, isActive: boolean) => (
    <TopMenuTrigger
      label={item.label}
      menuId={menuIdOf(item)}
      isOpen={open?.key === item.key && open.anchor !== null}
      isActive={isActive}
      onOpen={(anchor) => setOpen({ key: item.key, anchor })}
    />
  );

  return (
    <Box component="nav" aria-label="Main menu" onKeyDown={moveFocus} sx={{ position: "relative" }}>
      <Box
        component="ul"
        ref={rowRef}
        sx={{
          display: "flex",
          flexWrap: "nowrap",
          overflow: "hidden",
          listStyle: "none",
          m: 0,
          p: 0,
          width: "100%",
        }}
      >
        {visible.map((item) => {
          const isActive = isActiveIn(item, pathname);
          return (
            <Box component="li" key={item.key} sx={{ flexShrink: 0 }}>
              {item.children.length === 0 ? (
                <TopMenuLink item={item} isActive={isActive} sx={topItemSx(isActive)} />
              ) : (
                trigger(item, isActive)
              )}
            </Box>
          );
        })}
        {more && (
          <Box component="li" sx={{ flexShrink: 0 }}>
            {trigger(more, isActiveIn(more, pathname))}
          </Box>
        )}
      </Box>
      {/* The hidden copy the row is measured by: every item, then 'More'. */}
      <Box
        component="ul"
        ref={measureRef}
        aria-hidden="true"
        sx={{
          position: "absolute",
          top: 0,
          left: 0,
          visibility: "hidden",
          pointerEvents: "none",
          display: "flex",
        }}
        style={{ listStyle: "none", margin: 0, padding: 0, height: 0, overflow: "hidden" }}
      >
        {[...items, moreItem([])].map((item) => (
          <Box component="li" key={item.key} sx={{ flexShrink: 0 }}>
            <Button
              tabIndex={-1}
              color="inherit"
              endIcon={item.children.length > 0 || item.key === "more" ? <ExpandMoreRounded /> : undefined}
              sx={topItemSx(false)}
            >
              {item.label}
            </Button>
          </Box>
        ))}
      </Box>
      {openItem && open && (
        <MenuDropdown
          id={menuIdOf(openItem)}
          item={openItem}
          anchorEl={open.anchor}
          onClose={() => setOpen({ key: openItem.key, anchor: null })}
        />
      )}
    </Box>
  );
};
