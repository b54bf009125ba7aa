import { Box, Typography } from "@mui/material";
import { BreadcrumbBar } from "../../../../components/ui/breadcrumb-bar.tsx";
import { PageHeading } from "../../../../components/ui/page-heading.tsx";
import { AgingSection } from "./reports/aging-section.tsx";

/** What the page does not hold yet, said on screen so no one looks for it. */
export const REPORTS_TO_COME = "Revenue, arrears, tax collected and reconciliation reports are coming.";

/** /billing/reports: billing's reports; for now the aging of receivables. */
export const BillingReportsPage = () => (
  <Box sx={{ minWidth: 0 }}>
    <BreadcrumbBar entries={[{ kind: "text", label: "Billing Reports" }]} />
    <PageHeading spacing={1}>Billing Reports</PageHeading>
    <Typography sx={{ color: "text.secondary", mb: 3 }}>{REPORTS_TO_COME}</Typography>
    <AgingSection />
  </Box>
);
