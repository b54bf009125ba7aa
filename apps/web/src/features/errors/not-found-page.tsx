import { Link as RouterLink } from "react-router";
import { Box, Button, Link, Typography } from "@mui/material";
import { Logo } from "../../components/ui/logo.tsx";
import { StatusPage } from "../../components/ui/status-page.tsx";

/** /404: 'Page not found', with the logo linking to the dashboard. */
export const NotFoundPage = () => (
  <StatusPage
    icon={
      <Link
        component={RouterLink}
        to="/dashboard"
        aria-label="Fieldstead home"
        sx={{ color: "primary.main" }}
      >
        <Logo size={64} />
      </Link>
    }
    eyebrow="Page not found"
    title="Oops, Page not found!"
    actions={
      <Button component={RouterLink} to="/dashboard" variant="contained">
        Back to the dashboard
      </Button>
    }
  >
    <Box>
      <Typography sx={{ color: "text.secondary" }}>
        The address you opened does not exist, or it has moved.
      </Typography>
    </Box>
  </StatusPage>
);
