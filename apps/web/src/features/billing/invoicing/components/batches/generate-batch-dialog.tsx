import { useState } from "react";
import { Alert } from "@mui/material";
import { isBillingPeriod, type GenerateBatchReply } from "@fieldstead/domain";
import { FormDialog } from "../../../../../components/ui/form-dialog.tsx";
import { messageOf, placeRefusal } from "../../../../../lib/form-errors.ts";
import { ApiError } from "../../../../../lib/http.ts";
import { showSnackbar } from "../../../../../lib/snackbar.ts";
import { useGenerateBatch } from "../../api/generate-batch.ts";
import { useRequestId } from "../../hooks/use-request-id.ts";
import { lastPeriod } from "../shared/billing-periods.ts";
import { ClientMultiPicker } from "../shared/client-multi-picker.tsx";
import { generatedMessage, skippedText } from "../shared/generated-message.ts";
import { PeriodField } from "../shared/period-field.tsx";
import type { PickedRecord } from "../shared/picked-record.ts";

export type GenerateBatchDialogProps = {
  onClose: () => void;
  /** The new batch, once made (the page opens it). */
  onGenerated: (batchId: number) => void;
};

type Field = "Period" | "ClientIds";
const PERIOD_MESSAGE = "Period reads YYYY-MM (a month, e.g. 2026-11).";

/**
 * 'Generate batch': a Draft batch for a month, for every active client or those picked. Clients invoiced for
 * the month already are skipped and named; when all were, no batch is made and the dialog says so.
 */
export const GenerateBatchDialog = ({ onClose, onGenerated }: GenerateBatchDialogProps) => {
  const generate = useGenerateBatch();
  const { requestId, afterFailure } = useRequestId();
  const [period, setPeriod] = useState(lastPeriod);
  const [clients, setClients] = useState<PickedRecord[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [unmade, setUnmade] = useState<GenerateBatchReply | null>(null);

  const handleSubmit = async () => {
    const month = period.trim();
    setFormError(null);
    setUnmade(null);
    if (!isBillingPeriod(month)) {
      setErrors({ Period: PERIOD_MESSAGE });
      return;
    }
    setErrors({});
    try {
      const reply = await generate.mutateAsync({
        Period: month,
        ClientIds: clients.length > 0 ? clients.map((c) => c.Id) : null,
        RequestId: requestId,
      });
      if (reply.Id === null) {
        setUnmade(reply);
        return;
      }
      showSnackbar({ message: generatedMessage(reply, month), severity: "success", durationMs: 10_000 });
      onGenerated(reply.Id);
    } catch (error) {
      afterFailure(error);
      if (error instanceof ApiError && error.status === 403) {
        showSnackbar({ message: error.message, severity: "error" });
        onClose();
        return;
      }
      const placed = placeRefusal(
        error,
        (field) =>
          field === "Period" || field.startsWith("ClientIds") ? (field.split(".")[0] as Field) : null,
        (field, message) => setErrors((e) => ({ ...e, [field]: message })),
      );
      if (!placed) setFormError(messageOf(error));
    }
  };

  return (
    <FormDialog
      title="Generate batch"
      titleId="generate-batch-title"
      onClose={onClose}
      isFullScreenOnMobile
      intro="One draft invoice per client for the month, from the billing rules, the charge profiles and lease rents, with earlier arrears carried."
      error={formError}
      onSubmit={() => void handleSubmit()}
      submitLabel="Generate"
      isBusy={generate.isPending}
    >
      {unmade && (
        <Alert severity="info">
          {[unmade.StatusMessage, skippedText(period.trim(), unmade.SkippedClients)]
            .filter(Boolean)
            .join(" ")}
        </Alert>
      )}
      <PeriodField
        value={period}
        onChange={(next) => {
          setPeriod(next);
          setErrors(({ Period: _dropped, ...rest }) => rest);
        }}
        error={errors.Period}
      />
      <ClientMultiPicker
        value={clients}
        onChange={setClients}
        error={errors.ClientIds}
        helperText="Empty: every active client."
      />
    </FormDialog>
  );
};
