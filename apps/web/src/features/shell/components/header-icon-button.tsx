import type { ComponentProps } from "react";
import { IconButton, Tooltip } from "@mui/material";

export type HeaderIconButtonProps = Omit<ComponentProps<typeof IconButton>, "aria-label"> & { label: string };

export const HEADER_ICON_SX = { color: "text.secondary", width: 40, height: 40 } as const;

/** An icon button of the header: its accessible name is the label, which a tooltip also shows. */
export const HeaderIconButton = ({ label, children, ...rest }: HeaderIconButtonProps) => (
  <Tooltip title={label}>
    <IconButton aria-label={label} sx={HEADER_ICON_SX} {...rest}>
      {children}
    </IconButton>
  </Tooltip>
);
