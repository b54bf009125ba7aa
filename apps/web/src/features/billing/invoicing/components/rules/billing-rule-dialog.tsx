import { useState } from "react";
import type { BillingRule, BillingRulePreviewReply } from "@fieldstead/domain";
import { FormDialog } from "../../../../../components/ui/form-dialog.tsx";
import { messageOf, placeRefusal } from "../../../../../lib/form-errors.ts";
import { showSnackbar } from "../../../../../lib/snackbar.ts";
import { usePreviewBillingRule } from "../../api/preview-billing-rule.ts";
import { useSaveBillingRule } from "../../api/save-billing-rule.ts";
import { currentPeriod } from "../shared/billing-periods.ts";
import { BillingRuleFields } from "./billing-rule-fields.tsx";
import {
  checkRuleForm,
  ruleFieldOf,
  ruleFieldsOf,
  ruleFormOf,
  type RuleErrors,
  type RuleField,
  type RuleForm,
} from "./billing-rule-form.ts";
import { RulePreviewSection } from "./rule-preview-section.tsx";

export type BillingRuleDialogProps = {
  /** The rule to edit; a new rule when absent. */
  rule?: BillingRule;
  onClose: () => void;
};

/** The request field each of the form's values is sent as, so a change clears that field's error. */
const FIELD_OF: Readonly<Record<keyof RuleForm, RuleField>> = {
  Name: "Name",
  Client: "ClientId",
  SourceId: "SourceId",
  Category: "CategoryId",
  WorkOrderTypeId: "WorkOrderTypeId",
  ChargeCode: "ChargeCodeId",
  IsActive: "IsActive",
};

// A preview needs no name; the server's schema asks for one all the same.
const PREVIEW_NAME = "Preview";

/**
 * 'New billing rule' or an edit of one: the rule's fields, and a preview of what it would bill for a month
 * before it is saved. Saving does not need a preview.
 */
export const BillingRuleDialog = ({ rule, onClose }: BillingRuleDialogProps) => {
  const save = useSaveBillingRule();
  const preview = usePreviewBillingRule();
  const [initial] = useState(() => ruleFormOf(rule));
  const [form, setForm] = useState(initial);
  const [period, setPeriod] = useState(currentPeriod);
  const [errors, setErrors] = useState<RuleErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<BillingRulePreviewReply | null>(null);

  const placeErrors = (error: unknown) => {
    const placed = placeRefusal(error, ruleFieldOf, (field, message) =>
      setErrors((e) => ({ ...e, [field]: message })),
    );
    if (!placed) setFormError(messageOf(error));
  };
  const handleChange = (patch: Partial<RuleForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch) as (keyof RuleForm)[]) delete next[FIELD_OF[key]];
      return next;
    });
    // A preview speaks for the fields it was made of.
    setResult(null);
  };
  const start = (problems: RuleErrors): number | null => {
    setErrors(problems);
    setFormError(null);
    return Object.keys(problems).length === 0 && form.ChargeCode ? form.ChargeCode.Id : null;
  };

  const handlePreview = async () => {
    const chargeCodeId = start(checkRuleForm(form, { needsName: false, period }));
    if (chargeCodeId === null) return;
    const fields = ruleFieldsOf(form, chargeCodeId);
    try {
      setResult(
        await preview.mutateAsync({ ...fields, Name: fields.Name || PREVIEW_NAME, Period: period.trim() }),
      );
    } catch (error) {
      placeErrors(error);
    }
  };

  const handleSave = async () => {
    const chargeCodeId = start(checkRuleForm(form, { needsName: true }));
    if (chargeCodeId === null) return;
    try {
      const reply = await save.mutateAsync({ Id: rule?.Id ?? null, ...ruleFieldsOf(form, chargeCodeId) });
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
      onClose();
    } catch (error) {
      placeErrors(error);
    }
  };

  return (
    <FormDialog
      title={rule ? "Edit billing rule" : "New billing rule"}
      titleId="billing-rule-title"
      onClose={onClose}
      discard={{
        isDirty: JSON.stringify(form) !== JSON.stringify(initial),
        message: "The rule's changes will be lost.",
      }}
      maxWidth="md"
      isFullScreenOnMobile
      hasDividers
      error={formError}
      onSubmit={() => void handleSave()}
      submitLabel="Save"
      isBusy={save.isPending}
    >
      <BillingRuleFields form={form} errors={errors} onChange={handleChange} />
      <RulePreviewSection
        period={period}
        onPeriodChange={(next) => {
          setPeriod(next);
          setErrors(({ Period: _dropped, ...rest }) => rest);
          setResult(null);
        }}
        periodError={errors.Period}
        isBusy={preview.isPending}
        result={result}
        onPreview={() => void handlePreview()}
      />
    </FormDialog>
  );
};
