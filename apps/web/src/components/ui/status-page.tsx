import type { ReactNode } from "react";
import { Box, Paper, Stack, Typography } from "@mui/material";

export type StatusPageProps = {
  icon?: ReactNode;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
};

/** A centred message page (no rights, not found …). */
export const StatusPage = ({ icon, eyebrow, title, children, actions }: StatusPageProps) => (
  <Box sx={{ display: "grid", placeItems: "center", py: { xs: 6, md: 10 }, px: 2 }}>
    <Paper
      elevation={0}
      sx={{
        maxWidth: 560,
        width: "100%",
        p: { xs: 3, md: 5 },
        border: 1,
        borderColor: "divider",
        textAlign: "center",
      }}
    >
      <Stack spacing={2} sx={{ alignItems: "center" }}>
        {icon}
        {eyebrow && (
          <Typography
            variant="subtitle1"
            sx={{ fontWeight: 700, fontSize: "0.85rem", color: "warning.dark" }}
          >
            {eyebrow}
          </Typography>
        )}
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {children}
        {actions}
      </Stack>
    </Paper>
  </Box>
);
