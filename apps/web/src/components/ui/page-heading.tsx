import type { ReactNode } from "react";
import { Typography } from "@mui/material";

export type PageHeadingProps = {
  children: ReactNode;
  /** Space under the heading (theme spacing units). */
  spacing?: number;
};

/** A page's heading, a size smaller on phones; a long name wraps anywhere. */
export const PageHeading = ({ children, spacing }: PageHeadingProps) => (
  <Typography
    variant="h4"
    component="h1"
    sx={{
      fontWeight: 700,
      overflowWrap: "anywhere",
      fontSize: { xs: "1.75rem", sm: "2.125rem" },
      ...(spacing === undefined ? {} : { mb: spacing }),
    }}
  >
    {children}
  </Typography>
);
