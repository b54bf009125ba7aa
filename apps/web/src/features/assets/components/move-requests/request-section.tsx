import type { ReactNode } from "react";
import { Box, Paper, Typography } from "@mui/material";

/** A titled box of the request page. */
export const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
    <Typography variant="h6" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);

/** A label and its value. */
export const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="body2" sx={{ color: "text.secondary" }}>
      {label}
    </Typography>
    <Typography component="div" sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>
      {children}
    </Typography>
  </Box>
);
