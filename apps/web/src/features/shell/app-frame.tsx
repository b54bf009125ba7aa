import { Outlet, Link as RouterLink } from "react-router";
import { AppBar, Box, Button, Container, Stack, Toolbar, Typography } from "@mui/material";
import LogoutOutlined from "@mui/icons-material/LogoutOutlined";
import { Logo } from "../../components/ui/logo.tsx";
import { useSession } from "../auth/hooks/session-context.ts";

/** The frame around signed-in pages: brand, who is signed in, and sign-out. */
export const AppFrame = () => {
  const { user, signOut } = useSession();
  return (
    <Box sx={{ minHeight: "100vh", bgcolor: "background.default", display: "flex", flexDirection: "column" }}>
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: "divider" }}
      >
        <Toolbar sx={{ gap: 2 }}>
          <Box
            component={RouterLink}
            to="/dashboard"
            aria-label="Fieldstead dashboard"
            sx={{
              display: "flex",
              alignItems: "center",
              gap: 1,
              color: "primary.main",
              textDecoration: "none",
            }}
          >
            <Logo size={30} />
            <Typography variant="h6" component="span" sx={{ fontWeight: 700, color: "text.primary" }}>
              Fieldstead
            </Typography>
          </Box>
          <Box sx={{ flex: 1 }} />
          {user && (
            <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
              <Box sx={{ textAlign: "right", display: { xs: "none", sm: "block" } }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {user.EmpFullName}
                </Typography>
                <Typography variant="caption" sx={{ color: "text.secondary" }}>
                  {user.RoleName || "--"} · {user.OrgName}
                </Typography>
              </Box>
              <Button
                variant="outlined"
                size="small"
                startIcon={<LogoutOutlined />}
                onClick={() => void signOut()}
              >
                Sign out
              </Button>
            </Stack>
          )}
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="xl" sx={{ py: 4, flex: 1 }}>
        <Outlet />
      </Container>
    </Box>
  );
};
