import type { ComponentProps } from "react";
import { IconButton } from "@mui/material";
import { DeferredTooltip } from "./deferred-tooltip.tsx";

export type HeaderIconButtonProps = Omit<ComponentProps<typeof IconButton>, "aria-label"> & { label: string };

export const HEADER_ICON_SX = { color: "text.secondary", width: 40, height: 40 } as const;

/** An icon button of the header: its accessible name is the label, which a tooltip also shows. */
export const HeaderIconButton = ({ label, children, ...rest }: HeaderIconButtonProps) => (
  <DeferredTooltip title={label}>
    <IconButton aria-label={label} sx={HEADER_ICON_SX} {...rest}>
      {children}
    </IconButton>
  </DeferredTooltip>
);
