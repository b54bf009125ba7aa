import { Link as RouterLink } from "react-router";
import { Button, Paper, Stack, Typography } from "@mui/material";
import ConstructionOutlined from "@mui/icons-material/ConstructionOutlined";

export type ComingSoonPageProps = { title: string };

/** A feature whose screens are not built yet: says so plainly. */
export const ComingSoonPage = ({ title }: ComingSoonPageProps) => (
  <Stack spacing={3}>
    <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
      {title}
    </Typography>
    <Paper elevation={0} sx={{ p: 4, border: 1, borderColor: "divider" }}>
      <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
        <ConstructionOutlined color="primary" sx={{ fontSize: 40 }} />
        <Typography variant="h6" component="p">
          {title} is coming.
        </Typography>
        <Typography sx={{ color: "text.secondary" }}>
          This part of Fieldstead is not built yet. Your access to it is already set up; its screens arrive in
          a coming release.
        </Typography>
        <Button component={RouterLink} to="/dashboard" variant="outlined">
          Back to the dashboard
        </Button>
      </Stack>
    </Paper>
  </Stack>
);
