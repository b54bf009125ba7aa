import { useState } from "react";
import { Alert, Box, Button, Stack, Typography } from "@mui/material";
import { ModuleId, type PaymentRunRow } from "@fieldstead/domain";
import { BreadcrumbBar } from "../../../../components/ui/breadcrumb-bar.tsx";
import { PageHeading } from "../../../../components/ui/page-heading.tsx";
import { PageLoader } from "../../../../components/ui/page-loader.tsx";
import { PaperSection } from "../../../../components/ui/paper-section.tsx";
import { ApiError } from "../../../../lib/http.ts";
import { useIsMobile } from "../../../../lib/use-is-mobile.ts";
import { useModuleAccess } from "../../../permissions/index.ts";
import { usePaymentQueue } from "../api/get-payment-queue.ts";
import { usePaymentRunActions } from "../hooks/use-payment-run-actions.ts";
import { PaymentQueueSection } from "./payment-queue-section.tsx";
import { PaymentRunDialog } from "./payment-run-dialog.tsx";
import { PaymentRunsList } from "./payment-runs-list.tsx";

/**
 * /PaymentProcessing: the approved lease bills waiting to be paid, from which a run is initiated, and the runs,
 * each processed once (its bills paid with their transaction ids). The buttons are for the roles with each step.
 */
export const PaymentProcessingPage = () => {
  const queue = usePaymentQueue();
  const { can } = useModuleAccess();
  const isMobile = useIsMobile();
  const actions = usePaymentRunActions();
  const [opened, setOpened] = useState<PaymentRunRow | null>(null);
  const canInitiate = can(ModuleId.BillingInitiatePayment, ModuleId.Billing);
  const canProcess = can(ModuleId.BillingProcessPayment, ModuleId.Billing);

  const renderActions = (run: PaymentRunRow) => (
    <>
      <Button
        size="small"
        variant="outlined"
        onClick={() => setOpened(run)}
        aria-label={`View bills of ${run.RunNumber}`}
      >
        View bills
      </Button>
      {canProcess && !run.IsProcessed && (
        <Button
          size="small"
          variant="contained"
          disabled={actions.isBusy}
          onClick={() => void actions.processRun(run)}
          aria-label={`Process run ${run.RunNumber}`}
        >
          Process run
        </Button>
      )}
    </>
  );

  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar
        entries={[
          { kind: "link", label: "Billing", to: "/billing" },
          { kind: "text", label: "Payment Processing" },
        ]}
      />
      <PageHeading spacing={2}>Payment Processing</PageHeading>
      {queue.isPending && <PageLoader />}
      {queue.isError && (
        <Alert severity={queue.error instanceof ApiError && queue.error.status === 403 ? "warning" : "error"}>
          {queue.error instanceof ApiError && queue.error.status === 403
            ? "Access not permitted."
            : queue.error.message}
        </Alert>
      )}
      {queue.data && (
        <Stack spacing={3}>
          <PaymentQueueSection
            bills={queue.data.Bills}
            total={queue.data.Total}
            canInitiate={canInitiate}
            isBusy={actions.isBusy}
            onInitiate={actions.startRun}
          />
          <PaperSection title="Payment runs">
            {queue.data.Runs.length === 0 ? (
              <Typography sx={{ color: "text.secondary" }}>No payment runs yet.</Typography>
            ) : (
              <PaymentRunsList runs={queue.data.Runs} isMobile={isMobile} renderActions={renderActions} />
            )}
          </PaperSection>
        </Stack>
      )}
      {opened && (
        <PaymentRunDialog
          runId={opened.Id}
          runNumber={opened.RunNumber}
          isMobile={isMobile}
          onClose={() => setOpened(null)}
        />
      )}
    </Box>
  );
};
