import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { Alert, Button, Link, Stack, Typography } from "@mui/material";
import { AccessRightType, ModuleId, type BillingReportDefinition } from "@fieldstead/domain";
import { BreadcrumbBar } from "../../../../components/ui/breadcrumb-bar.tsx";
import { PageHeading } from "../../../../components/ui/page-heading.tsx";
import { PageLoader } from "../../../../components/ui/page-loader.tsx";
import { PaperSection } from "../../../../components/ui/paper-section.tsx";
import { showSnackbar } from "../../../../lib/snackbar.ts";
import { useIsMobile } from "../../../../lib/use-is-mobile.ts";
import { useModuleAccess } from "../../../permissions/index.ts";
import { useBillingReportDefinitions } from "../api/get-billing-report-definitions.ts";
import { useDefinitionActions } from "../hooks/use-definition-actions.ts";
import { ReportDefinitionCards } from "./report-definition-cards.tsx";
import { ReportDefinitionsTable } from "./report-definitions-table.tsx";
import { ReportNameDialog } from "./report-name-dialog.tsx";
import { BILLING_REPORTS_PATH } from "./report-params.ts";

/** The empty list, saying how a report gets here. */
const NoDefinitions = () => (
  <Typography sx={{ color: "text.secondary" }}>
    No saved reports yet. Run a report in{" "}
    <Link component={RouterLink} to={BILLING_REPORTS_PATH}>
      Billing Reports
    </Link>{" "}
    and choose “Save report” to keep its parameters here under a name.
  </Typography>
);

/**
 * /reportManagement: the billing reports the signed-in person saved, newest first. Run opens Billing Reports on
 * the saved parameters; Rename and Delete (read-write on Billing Reports) change the list.
 */
export const ReportManagementPage = () => {
  const isMobile = useIsMobile();
  const { can } = useModuleAccess();
  const definitions = useBillingReportDefinitions();
  const actions = useDefinitionActions();
  const [renaming, setRenaming] = useState<BillingReportDefinition | null>(null);
  const canWrite = can(ModuleId.BillingReports, ModuleId.Billing, AccessRightType.ReadWrite);
  const List = isMobile ? ReportDefinitionCards : ReportDefinitionsTable;

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <BreadcrumbBar
        entries={[
          { kind: "text", label: "Billing" },
          { kind: "text", label: "Report Management" },
        ]}
      />
      <Stack
        direction="row"
        useFlexGap
        sx={{ gap: 2, justifyContent: "space-between", alignItems: "center", flexWrap: "wrap" }}
      >
        <PageHeading>Report Management</PageHeading>
        <Button component={RouterLink} to={BILLING_REPORTS_PATH} variant="outlined">
          Billing Reports
        </Button>
      </Stack>
      {definitions.isPending ? (
        <PageLoader />
      ) : definitions.isError ? (
        <Alert severity="error">{`The saved reports could not be loaded: ${definitions.error.message}`}</Alert>
      ) : definitions.data.Definitions.length === 0 ? (
        <NoDefinitions />
      ) : (
        <PaperSection title="Saved reports">
          <List
            definitions={definitions.data.Definitions}
            canWrite={canWrite}
            isBusy={actions.isDeleting}
            onRename={setRenaming}
            onDelete={(definition) => void actions.deleteDefinition(definition)}
          />
        </PaperSection>
      )}
      {renaming && (
        <ReportNameDialog
          title={`Rename ${renaming.Name}`}
          submitLabel="Rename"
          id={renaming.Id}
          initialName={renaming.Name}
          params={renaming.Params}
          onSaved={(name) =>
            showSnackbar({ message: `Renamed to “${name}”.`, severity: "success", durationMs: 5_000 })
          }
          onClose={() => setRenaming(null)}
        />
      )}
    </Stack>
  );
};
