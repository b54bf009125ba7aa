import { Alert, Stack, Typography } from "@mui/material";
import { AccessRightType, ModuleId } from "@fieldstead/domain";
import { BreadcrumbBar } from "../../../../components/ui/breadcrumb-bar.tsx";
import { PageHeading } from "../../../../components/ui/page-heading.tsx";
import { PageLoader } from "../../../../components/ui/page-loader.tsx";
import { useModuleAccess } from "../../../permissions/index.ts";
import { useLeaseFormFields } from "../api/get-lease-form-fields.ts";
import { LeaseFieldDesigner } from "./lease-field-designer.tsx";

const TITLE = "Lease Forms";

/**
 * /FormBuilderLease: the organisation's extra lease fields, which every lease's BillingForm tab asks. A role
 * holding Lease Billing Form at read-write designs them; any other sees them read-only.
 */
export const FormBuilderLeasePage = () => {
  const fields = useLeaseFormFields();
  const access = useModuleAccess();
  const canChange = access.can(ModuleId.LeaseBillingForm, ModuleId.Leases, AccessRightType.ReadWrite);
  return (
    <Stack spacing={2} sx={{ minWidth: 0, maxWidth: 960 }}>
      <BreadcrumbBar
        entries={[
          { kind: "link", label: "Leases", to: "/LeaseManagement" },
          { kind: "text", label: TITLE },
        ]}
      />
      <PageHeading>{TITLE}</PageHeading>
      <Typography sx={{ color: "text.secondary" }}>
        The extra fields every lease asks on its Billing Form tab, in this order: text, a number, a date, one
        option of a dropdown, or one of the lease&apos;s documents.
      </Typography>
      {!access.isLoading && !canChange && (
        <Alert severity="info">
          You can see the lease form&apos;s fields. Changing them needs Lease Billing Form at read-write.
        </Alert>
      )}
      {fields.isPending || access.isLoading ? (
        <PageLoader />
      ) : fields.isError ? (
        <Alert severity="error">{fields.error.message}</Alert>
      ) : (
        <LeaseFieldDesigner key={fields.dataUpdatedAt} fields={fields.data} canChange={canChange} />
      )}
    </Stack>
  );
};
