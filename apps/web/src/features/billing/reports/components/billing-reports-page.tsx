import { useMemo, useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { Alert, Link, Stack, Typography } from "@mui/material";
import { AccessRightType, ModuleId, type BillingReportParams } from "@fieldstead/domain";
import { BreadcrumbBar } from "../../../../components/ui/breadcrumb-bar.tsx";
import { PageHeading } from "../../../../components/ui/page-heading.tsx";
import { PageLoader } from "../../../../components/ui/page-loader.tsx";
import { PaperSection } from "../../../../components/ui/paper-section.tsx";
import { useModuleAccess } from "../../../permissions/index.ts";
import type { PickedRecord } from "../../invoicing/components/shared/picked-record.ts";
import { useBillingReport } from "../api/run-billing-report.ts";
import { addressOfParams, checkAddress, formOfAddress, REPORT_MANAGEMENT_PATH } from "./report-params.ts";
import { ReportParamsForm } from "./report-params-form.tsx";
import { ReportView } from "./report-view.tsx";

export const CHOOSE_REPORT = "Choose a report and its parameters, then Run.";

/**
 * /billing/reports?kind=1&from=2026-09&to=2026-11&asOf=…&client=…: billing's reports. The parameters live in the
 * address, so a saved report or a shared link opens already run; Run writes them there. The report shows as a
 * chart and a table, exports to xlsx or PDF ('download' capability) and is saved under a name (read-write on
 * Billing Reports) to be run again from Report Management.
 */
export const BillingReportsPage = () => {
  const [search, setSearch] = useSearchParams();
  const { can } = useModuleAccess();
  const [lastClient, setLastClient] = useState<PickedRecord | null>(null);
  const address = search.toString();
  const checked = useMemo(() => checkAddress(new URLSearchParams(address)), [address]);
  const params = checked?.ok ? checked.params : null;
  const report = useBillingReport(params);
  const canDownload = can(ModuleId.BillingDownload, ModuleId.Billing, AccessRightType.ReadWrite);
  const canSave = can(ModuleId.BillingReports, ModuleId.Billing, AccessRightType.ReadWrite);

  const handleRun = (next: BillingReportParams, client: PickedRecord | null) => {
    setLastClient(client);
    const nextAddress = addressOfParams(next);
    // The same parameters again: the figures may have changed since, so the report is read anew.
    if (params !== null && addressOfParams(params) === nextAddress) void report.refetch();
    else setSearch(nextAddress);
  };

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <BreadcrumbBar
        entries={[
          { kind: "text", label: "Billing" },
          { kind: "text", label: "Billing Reports" },
        ]}
      />
      <PageHeading>Billing Reports</PageHeading>
      <Typography sx={{ color: "text.secondary" }}>
        Revenue, aging, arrears, tax collected and reconciliation differences. Reports you save are kept in{" "}
        <Link component={RouterLink} to={REPORT_MANAGEMENT_PATH}>
          Report Management
        </Link>
        .
      </Typography>
      <PaperSection>
        <ReportParamsForm
          // A new address (Back, a saved report opened) fills the form anew.
          key={address}
          initial={formOfAddress(search, new Date(), lastClient)}
          initialErrors={checked && !checked.ok ? checked.errors : {}}
          isRunning={report.isFetching}
          onRun={handleRun}
        />
      </PaperSection>
      {params === null ? (
        checked === null && <Typography sx={{ color: "text.secondary" }}>{CHOOSE_REPORT}</Typography>
      ) : report.isPending ? (
        <PageLoader message="Running the report…" />
      ) : report.isError ? (
        <Alert severity="error">{`The report could not be run: ${report.error.message}`}</Alert>
      ) : (
        <ReportView
          key={address}
          params={params}
          report={report.data}
          canDownload={canDownload}
          canSave={canSave}
        />
      )}
    </Stack>
  );
};
