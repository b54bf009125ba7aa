import { useState } from "react";
import { TextField } from "@mui/material";
import { RetireChargeCodeSchema, type ChargeCodeListRow } from "@fieldstead/domain";
import { FormDialog } from "../../../../../components/ui/form-dialog.tsx";
import { messageOf, placeRefusal } from "../../../../../lib/form-errors.ts";
import { showSnackbar } from "../../../../../lib/snackbar.ts";
import { useRetireChargeCode } from "../../api/retire-charge-code.ts";
import { dayText } from "../../../../../lib/money-format.ts";
import { todayDay } from "../setup-format.ts";

export type RetireChargeCodeDialogProps = {
  code: ChargeCodeListRow;
  onClose: () => void;
  onRetired: () => void;
};

/**
 * Asks before a code is retired, and for its last effective day (today unless changed): from the next day it is
 * billed no more, while the invoices that used it keep it.
 */
export const RetireChargeCodeDialog = ({ code, onClose, onRetired }: RetireChargeCodeDialogProps) => {
  const retire = useRetireChargeCode();
  const [day, setDay] = useState(todayDay());
  const [dayError, setDayError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const handleRetire = async () => {
    setFormError(null);
    const body = { Id: code.Id, EffectiveTo: day };
    const check = RetireChargeCodeSchema.safeParse(body);
    const problem = check.success ? null : (check.error.issues[0]?.message ?? "Pick the last effective day.");
    setDayError(problem);
    if (problem !== null) return;
    try {
      const reply = await retire.mutateAsync(body);
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
      onRetired();
    } catch (error) {
      const placed = placeRefusal(
        error,
        (field) => (field === "EffectiveTo" ? field : null),
        (_field, message) => setDayError(message),
      );
      if (!placed) setFormError(messageOf(error));
    }
  };

  return (
    <FormDialog
      title={`Retire ${code.Code}?`}
      titleId="retire-charge-code-title"
      onClose={onClose}
      isFullScreenOnMobile
      intro={`After its last effective day, ${code.Description} is billed no more. Invoices that used it keep it.`}
      error={formError}
      onSubmit={() => void handleRetire()}
      submitLabel="Retire"
      submitColor="error"
      isBusy={retire.isPending}
    >
      <TextField
        id="retire-EffectiveTo"
        label="Last effective day"
        type="date"
        required
        fullWidth
        value={day}
        onChange={(event) => setDay(event.target.value)}
        error={dayError !== null}
        helperText={dayError ?? (day ? `Applies up to and including ${dayText(day)}.` : undefined)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
};
