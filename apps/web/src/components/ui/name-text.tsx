import { Tooltip, Typography, type TypographyProps } from "@mui/material";
import { shortName } from "../../lib/format.ts";

export type NameTextProps = {
  name: string;
  variant?: TypographyProps["variant"];
  component?: "span" | "p" | "div" | "h1" | "h2" | "h3";
  sx?: TypographyProps["sx"];
};

/** A name; from 28 characters on it is cut short with '...' and the full text shows in a tooltip (§9). */
export const NameText = ({ name, variant = "body2", component = "span", sx }: NameTextProps) => {
  const { text, hasTooltip } = shortName(name);
  const content = (
    <Typography
      variant={variant}
      component={component}
      sx={sx}
      tabIndex={hasTooltip ? 0 : undefined}
      aria-label={hasTooltip ? name : undefined}
    >
      {text}
    </Typography>
  );
  return hasTooltip ? (
    <Tooltip title={name} arrow>
      {content}
    </Tooltip>
  ) : (
    content
  );
};
