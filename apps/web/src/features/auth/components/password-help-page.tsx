import { Link as RouterLink } from "react-router";
import { Box, Button, Paper, Stack, Typography } from "@mui/material";
import { Logo } from "../../../components/ui/logo.tsx";

export type PasswordHelpPageProps = { title: string };

/** Forgot-password and reset-password: open without signing in; their flows are not built yet and say so. */
export const PasswordHelpPage = ({ title }: PasswordHelpPageProps) => (
  <Box
    sx={{ minHeight: "100vh", display: "grid", placeItems: "center", bgcolor: "background.default", p: 2 }}
  >
    <Paper elevation={0} sx={{ maxWidth: 460, p: { xs: 3, sm: 5 }, border: 1, borderColor: "divider" }}>
      <Stack spacing={2} sx={{ alignItems: "center", textAlign: "center" }}>
        <Box sx={{ color: "primary.main" }}>
          <Logo size={48} />
        </Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography sx={{ color: "text.secondary" }}>
          {title} is coming: this flow is not built yet. Until then, ask your administrator to set a new
          password for you.
        </Typography>
        <Button component={RouterLink} to="/user/login" variant="contained">
          Back to sign in
        </Button>
      </Stack>
    </Paper>
  </Box>
);
