import type { ReactNode } from "react";
import { Typography } from "@mui/material";

export type PageHeadingProps = {
  children: ReactNode;
  /** Space under the heading (theme spacing units). */
  spacing?: number;
};

/**
 * A page's heading, a size smaller on phones. Words stay whole ('break-word', not 'anywhere': the heading's
 * narrowest width is its longest word, so a row beside it cannot squeeze it into 'Documen-ts'); only a word
 * longer than the whole line is broken.
 */
export const PageHeading = ({ children, spacing }: PageHeadingProps) => (
  <Typography
    variant="h4"
    component="h1"
    sx={{
      fontWeight: 700,
      overflowWrap: "break-word",
      fontSize: { xs: "1.75rem", sm: "2.125rem" },
      ...(spacing === undefined ? {} : { mb: spacing }),
    }}
  >
    {children}
  </Typography>
);
