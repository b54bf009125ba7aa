import type { ReactNode } from "react";
import { Paper, Typography } from "@mui/material";

export type PaperSectionProps = {
  /** A heading over the content, when the section has one. */
  title?: string;
  /** Space under the heading (theme spacing units). */
  titleSpacing?: number;
  children: ReactNode;
};

/** An outlined box of a page, with its heading. */
export const PaperSection = ({ title, titleSpacing = 2, children }: PaperSectionProps) => (
  <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
    {title && (
      <Typography variant="h6" component="h2" sx={{ fontWeight: 600, mb: titleSpacing }}>
        {title}
      </Typography>
    )}
    {children}
  </Paper>
);
