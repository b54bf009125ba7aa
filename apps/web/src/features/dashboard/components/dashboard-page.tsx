import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "react-router";
import { Alert, Box, Button, Stack, Typography } from "@mui/material";
import InsightsOutlined from "@mui/icons-material/InsightsOutlined";
import AssignmentOutlined from "@mui/icons-material/AssignmentOutlined";
import Inventory2Outlined from "@mui/icons-material/Inventory2Outlined";
import DescriptionOutlined from "@mui/icons-material/DescriptionOutlined";
import PlaceOutlined from "@mui/icons-material/PlaceOutlined";
import { formatDateTime } from "../../../lib/format.ts";
import { PageLoader } from "../../../components/ui/page-loader.tsx";
import { useSession } from "../../auth/index.ts";
import { MyWorkSection } from "../../tasks/index.ts";
import { dashboardSummaryQuery } from "../api/get-dashboard-summary.ts";
import { Breakdown, FigureCard } from "./figure-card.tsx";

const VERIFICATION_LABELS: Record<string, string> = {
  Pending_Verification: "Pending verification",
  Verified: "Verified",
  Unverified: "Unverified",
  Newly_Created: "Newly created",
};

/**
 * /dashboard: the person's own open work orders first (overdue, today, then the others), then the
 * organisation's figures, each card only for a module the role holds.
 */
export const DashboardPage = () => {
  const { user } = useSession();
  const summary = useQuery(dashboardSummaryQuery(user?.EmployeeId));
  const data = summary.data;
  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        sx={{ justifyContent: "space-between", alignItems: { sm: "flex-start" } }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            Dashboard
          </Typography>
          <Typography sx={{ color: "text.secondary" }}>
            {user ? `Welcome back, ${user.EmpFirstName}.` : ""} {data ? `${data.OrgName} at a glance` : ""}
            {data ? ` · updated ${formatDateTime(data.GeneratedAt)}` : ""}
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to="/DynamicDashboard"
          variant="outlined"
          startIcon={<InsightsOutlined />}
          sx={{ flexShrink: 0, alignSelf: { xs: "flex-start", sm: "center" } }}
        >
          Analytics dashboards
        </Button>
      </Stack>
      <MyWorkSection />
      {summary.isPending && <PageLoader />}
      {summary.isError && (
        <Alert severity="error">The figures could not be loaded: {summary.error.message}</Alert>
      )}
      {data && (
        <Box
          sx={{
            display: "grid",
            gap: 3,
            gridTemplateColumns: { xs: "1fr", md: "repeat(2, 1fr)", xl: "repeat(4, 1fr)" },
            alignItems: "stretch",
          }}
        >
          {data.WorkOrders && (
            <FigureCard
              title="Open work orders"
              figure={data.WorkOrders.Open}
              caption={`${data.WorkOrders.Overdue.toLocaleString("en-US")} overdue`}
              icon={<AssignmentOutlined />}
            >
              <Breakdown
                rows={data.WorkOrders.ByStatus.slice(0, 6).map((s) => ({
                  label: s.StatusName,
                  count: s.Count,
                }))}
              />
            </FigureCard>
          )}
          {data.Assets && (
            <FigureCard
              title="Assets"
              figure={data.Assets.Total}
              caption="fixed assets on record"
              icon={<Inventory2Outlined />}
            >
              <Breakdown
                rows={data.Assets.ByVerification.map((v) => ({
                  label: VERIFICATION_LABELS[v.State] ?? v.State,
                  count: v.Count,
                  tone: v.State === "Verified" ? "success" : v.State === "Unverified" ? "warning" : "default",
                }))}
              />
            </FigureCard>
          )}
          {data.Leases && (
            <FigureCard
              title="Active leases"
              figure={data.Leases.Active}
              caption={`of ${data.Leases.Total.toLocaleString("en-US")} leases`}
              icon={<DescriptionOutlined />}
            >
              <Breakdown
                rows={[
                  { label: "Billing periods due", count: data.Leases.BillingDue, tone: "warning" },
                  {
                    label: "Expiring within 90 days",
                    count: data.Leases.ExpiringWithin90Days,
                    tone: "warning",
                  },
                ]}
              />
            </FigureCard>
          )}
          {data.Locations && (
            <FigureCard
              title="Locations"
              figure={data.Locations.Total}
              caption={`across ${data.Locations.Sites.toLocaleString("en-US")} sites`}
              icon={<PlaceOutlined />}
            />
          )}
        </Box>
      )}
      {data && !data.WorkOrders && !data.Assets && !data.Leases && !data.Locations && (
        <Alert severity="info">Your role has no figures to show here yet.</Alert>
      )}
    </Stack>
  );
};
