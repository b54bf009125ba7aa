import { Alert, Stack, Typography } from "@mui/material";
import {
  AccessRightType,
  LeasePaymentAction,
  LeaseStatus,
  ModuleId,
  type LeaseBillingPeriod,
  type LeaseDetail,
} from "@fieldstead/domain";
import { PageLoader } from "../../../../components/ui/page-loader.tsx";
import { useIsMobile } from "../../../../lib/use-is-mobile.ts";
import { useModuleAccess } from "../../../permissions/index.ts";
import { useLeaseBilling } from "../api/get-lease-billing.ts";
import { usePaymentSteps } from "../hooks/use-payment-steps.ts";
import { BillingPeriodCards } from "./billing-period-cards.tsx";
import { BillingPeriodsTable } from "./billing-periods-table.tsx";
import { BillingTotals } from "./billing-totals.tsx";
import { HoldPaymentDialog } from "./hold-payment-dialog.tsx";
import { PaymentStepButton } from "./payment-step-button.tsx";
import { paymentStepsOf } from "./payment-steps.ts";
import { RecordPaymentDialog } from "./record-payment-dialog.tsx";

export type LeaseBillingTabProps = { leaseId: number; lease: LeaseDetail };

/**
 * The Billing tab: the lease's totals, then its billing periods (a table on a computer, cards on a phone),
 * each with its payment's next step for a role that holds the tab at read-write.
 */
export const LeaseBillingTab = ({ leaseId, lease }: LeaseBillingTabProps) => {
  const billing = useLeaseBilling(leaseId);
  const { can } = useModuleAccess();
  const isMobile = useIsMobile();
  const steps = usePaymentSteps();
  const canStep = can(ModuleId.LeaseBilling, ModuleId.Leases, AccessRightType.ReadWrite);

  if (billing.isPending) return <PageLoader />;
  if (billing.isError) return <Alert severity="error">{billing.error.message}</Alert>;
  const { Periods } = billing.data;
  const { dialog } = steps;
  const renderStep = canStep
    ? (period: LeaseBillingPeriod) =>
        paymentStepsOf(period.Status).length > 0 ? (
          <PaymentStepButton period={period} isBusy={steps.isSending} onStep={steps.start} />
        ) : null
    : undefined;
  const PeriodList = isMobile ? BillingPeriodCards : BillingPeriodsTable;

  return (
    <Stack spacing={2}>
      <BillingTotals billing={billing.data} />
      {Periods.length === 0 ? (
        <Typography sx={{ color: "text.secondary" }}>
          {lease.StatusId === LeaseStatus.Draft
            ? "The payment schedule is made when the lease is activated."
            : "This lease has no billing periods."}
        </Typography>
      ) : (
        <PeriodList periods={Periods} {...(renderStep ? { renderStep } : {})} />
      )}
      {dialog?.kind === "record" && (
        <RecordPaymentDialog period={dialog.period} onClose={steps.closeDialog} />
      )}
      {dialog?.kind === "hold" && (
        <HoldPaymentDialog
          period={dialog.period}
          isBusy={steps.isSending}
          onHold={(comment, requestId) =>
            steps.send(dialog.period, LeasePaymentAction.Hold, requestId, comment)
          }
          onClose={steps.closeDialog}
        />
      )}
    </Stack>
  );
};
