import { Navigate } from "react-router";
import { Alert, Box, Button, Paper, Stack, Typography } from "@mui/material";
import OpenInNew from "@mui/icons-material/OpenInNew";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { PageHeading } from "../../../components/ui/page-heading.tsx";
import { PageLoader } from "../../../components/ui/page-loader.tsx";
import { messageOf } from "../../../lib/form-errors.ts";
import { ApiError } from "../../../lib/http.ts";
import { useAdvancedAnalytics } from "../api/get-advanced-analytics.ts";

const TITLE = "Advanced Analytics";

/** /advancedSearch: the interactive analytics dashboard, framed full width, and the same in a tab of its own. */
export const AdvancedAnalyticsPage = () => {
  const link = useAdvancedAnalytics();
  if (link.error instanceof ApiError && link.error.status === 403)
    return <Navigate to="/no-rights" replace />;
  const url = link.data?.DashboardUrl;
  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[{ kind: "text", label: TITLE }]} />
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={1.5}
        sx={{ justifyContent: "space-between", alignItems: { sm: "flex-end" }, mb: 2.5 }}
      >
        <Box>
          <PageHeading spacing={0.5}>{TITLE}</PageHeading>
          <Typography sx={{ color: "text.secondary" }}>
            The interactive analytics dashboard of your organisation.
          </Typography>
        </Box>
        {url && (
          <Button
            component="a"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            startIcon={<OpenInNew />}
            sx={{ flexShrink: 0 }}
          >
            Open in new tab
          </Button>
        )}
      </Stack>
      {link.isPending && <PageLoader />}
      {link.isError && <Alert severity="error">{messageOf(link.error)}</Alert>}
      {url && (
        <Paper elevation={0} sx={{ border: 1, borderColor: "divider", overflow: "hidden" }}>
          <Box
            component="iframe"
            src={url}
            title={`${TITLE} dashboard`}
            sx={{
              display: "block",
              width: "100%",
              height: { xs: "75vh", md: "calc(100vh - 260px)" },
              minHeight: 560,
              border: 0,
            }}
          />
        </Paper>
      )}
    </Box>
  );
};
