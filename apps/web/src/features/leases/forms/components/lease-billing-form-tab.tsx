import { Alert, Typography } from "@mui/material";
import { AccessRightType, ModuleId, type LeaseDetail } from "@fieldstead/domain";
import { PageLoader } from "../../../../components/ui/page-loader.tsx";
import { useModuleAccess } from "../../../permissions/index.ts";
import { useLeaseFormValues } from "../api/get-lease-form-values.ts";
import { DesignFormLink } from "./design-form-link.tsx";
import { LeaseFormAnswersForm } from "./lease-form-answers-form.tsx";

export type LeaseBillingFormTabProps = { leaseId: number; lease: LeaseDetail };

/**
 * The BillingForm tab: the organisation's extra lease fields with this lease's answers, saved together; a role
 * holding the tab at read-write changes them and may design the form.
 */
export const LeaseBillingFormTab = ({ leaseId }: LeaseBillingFormTabProps) => {
  const form = useLeaseFormValues(leaseId);
  const { can } = useModuleAccess();
  const canChange = can(ModuleId.LeaseBillingForm, ModuleId.Leases, AccessRightType.ReadWrite);

  if (form.isPending) return <PageLoader />;
  if (form.isError) return <Alert severity="error">{form.error.message}</Alert>;
  if (form.data.Fields.length === 0)
    return (
      <>
        <Typography sx={{ color: "text.secondary", mb: 1 }}>
          Your organisation has no extra lease fields yet.
        </Typography>
        {canChange && <DesignFormLink />}
      </>
    );
  return (
    <LeaseFormAnswersForm
      // A new reply (after a save or a change of the form) starts the answers over from it.
      key={form.dataUpdatedAt}
      leaseId={leaseId}
      reply={form.data}
      canChange={canChange}
    />
  );
};
