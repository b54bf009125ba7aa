import type { ReactNode } from "react";
import { Box, Paper, Stack, Typography } from "@mui/material";
import { Logo } from "../../../../components/ui/logo.tsx";

export type SignedOutCardProps = { title: string; children: ReactNode };

/** The frame of the pages one opens signed out (forgot and reset password): the mark, a title, a card. */
export const SignedOutCard = ({ title, children }: SignedOutCardProps) => (
  <Box
    component="main"
    sx={{ minHeight: "100vh", display: "grid", placeItems: "center", bgcolor: "background.default", p: 2 }}
  >
    <Paper
      elevation={0}
      sx={{ width: "100%", maxWidth: 440, p: { xs: 3, sm: 5 }, border: 1, borderColor: "divider" }}
    >
      <Stack spacing={1} sx={{ mb: 3, color: "primary.main", alignItems: "center" }}>
        <Logo size={48} />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, color: "text.primary" }}>
          {title}
        </Typography>
      </Stack>
      {children}
    </Paper>
  </Box>
);
