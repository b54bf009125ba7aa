import { Link as RouterLink } from "react-router";
import { Button, Typography } from "@mui/material";
import LockOutlined from "@mui/icons-material/LockOutlined";
import { StatusPage } from "../../components/ui/status-page.tsx";

/** /no-rights: shown to a signed-in user who opens an address the role may not use. */
export const NoRightsPage = () => (
  <StatusPage
    icon={<LockOutlined color="warning" sx={{ fontSize: 56 }} />}
    eyebrow="Important Note:"
    title="Access not permitted."
    actions={
      <Button component={RouterLink} to="/dashboard" variant="contained">
        Go to the dashboard
      </Button>
    }
  >
    <Typography sx={{ color: "text.secondary" }}>No access allowed</Typography>
    <Typography variant="body2" sx={{ color: "text.secondary" }}>
      Your role does not include this page. If you need it, ask your administrator.
    </Typography>
  </StatusPage>
);
