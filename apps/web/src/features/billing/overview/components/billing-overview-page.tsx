import { Link as RouterLink } from "react-router";
import { Alert, Box, Card, CardActionArea, CardContent, Chip, Stack, Typography } from "@mui/material";
import { BreadcrumbBar } from "../../../../components/ui/breadcrumb-bar.tsx";
import { PageHeading } from "../../../../components/ui/page-heading.tsx";
import { PageLoader } from "../../../../components/ui/page-loader.tsx";
import { ApiError } from "../../../../lib/http.ts";
import { currencyText } from "../../../../lib/money-format.ts";
import { useBillingOverview } from "../api/get-billing-overview.ts";
import { BILLING_AREAS } from "./billing-areas.ts";

type Amount = { Currency: string; Amount: string };

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026-11" → "November 2026" (a calendar month: no time zone involved). */
export const monthLabel = (period: string): string => {
  const [year, month] = period.split("-").map(Number) as [number, number];
  return `${MONTHS[month - 1] ?? period} ${year}`;
};

const amountsText = (amounts: readonly Amount[]): string =>
  amounts.length === 0 ? "0.00" : amounts.map((a) => currencyText(a.Amount, a.Currency)).join(" · ");

const Figure = ({ label, amounts }: { label: string; amounts: readonly Amount[] }) => (
  <Card variant="outlined" sx={{ flex: "1 1 200px", minWidth: 0 }}>
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ overflowWrap: "anywhere" }}>
        {amountsText(amounts)}
      </Typography>
    </CardContent>
  </Card>
);

/** /billing: this month's status at a glance, with a way into each billing area. */
export const BillingOverviewPage = () => {
  const overview = useBillingOverview();
  if (overview.isPending) return <PageLoader />;
  if (overview.isError)
    return (
      <Alert
        severity={overview.error instanceof ApiError && overview.error.status === 403 ? "warning" : "error"}
      >
        {overview.error instanceof ApiError && overview.error.status === 403
          ? "Access not permitted."
          : "The billing overview could not be loaded."}
      </Alert>
    );
  const data = overview.data;
  const month = monthLabel(data.Period);
  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[{ kind: "text", label: "Billing" }]} />
      <PageHeading spacing={2}>Billing</PageHeading>
      <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 2, mb: 3 }}>
        <Figure label={`Billed in ${month}`} amounts={data.Billed} />
        <Figure label={`Collected in ${month}`} amounts={data.Collected} />
        <Figure label="Overdue" amounts={data.Overdue} />
      </Stack>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Invoicing batches
      </Typography>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: "wrap", gap: 1, mb: 1 }}
        aria-label="Batches by state"
      >
        {data.Batches.map((b) => (
          <Chip
            key={b.StatusId}
            component={RouterLink}
            to="/billing/invoicing"
            clickable
            label={`${b.StatusName}: ${b.Count}`}
            color={b.Count > 0 ? "primary" : "default"}
            variant={b.Count > 0 ? "filled" : "outlined"}
          />
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {data.OpenReceiptCount === 1
          ? "1 payment received is waiting to be matched."
          : `${data.OpenReceiptCount} payments received are waiting to be matched.`}
      </Typography>
      <Box
        sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "1fr 1fr 1fr" } }}
      >
        {BILLING_AREAS.map((area) => (
          <Card key={area.path} variant="outlined">
            <CardActionArea component={RouterLink} to={area.path} sx={{ height: "100%" }}>
              <CardContent>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {area.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {area.text}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
};
