import type { BillingRule } from "@fieldstead/domain";
import { confirm } from "../../../../lib/confirm.ts";
import { messageOf } from "../../../../lib/form-errors.ts";
import { showSnackbar } from "../../../../lib/snackbar.ts";
import { useDeleteBillingRule } from "../api/delete-billing-rule.ts";
import { useSaveBillingRule } from "../api/save-billing-rule.ts";
import { ruleFieldsOf, ruleFormOf } from "../components/rules/billing-rule-form.ts";

/** What the rule list does to a rule in place: switch it on or off, and delete it once confirmed. */
export const useRuleActions = () => {
  const save = useSaveBillingRule();
  const remove = useDeleteBillingRule();

  const toggleActive = async (rule: BillingRule, isActive: boolean) => {
    try {
      // The rule as saved, with only the switch changed.
      const form = { ...ruleFormOf(rule), IsActive: isActive };
      await save.mutateAsync({ Id: rule.Id, ...ruleFieldsOf(form, rule.ChargeCodeId) });
      showSnackbar({
        message: isActive ? `${rule.Name} bills from the next batch on.` : `${rule.Name} no longer bills.`,
        severity: "success",
        durationMs: 5_000,
      });
    } catch (error) {
      showSnackbar({ message: messageOf(error), severity: "error" });
    }
  };

  const deleteRule = async (rule: BillingRule) => {
    const { confirmed } = await confirm({
      title: `Delete ${rule.Name}?`,
      message: "The rule stops billing. Invoices it already produced keep their lines.",
      icon: "warning",
      yesLabel: "Delete",
      noLabel: "Cancel",
    });
    if (!confirmed) return;
    try {
      const reply = await remove.mutateAsync({ Id: rule.Id });
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
    } catch (error) {
      showSnackbar({ message: messageOf(error), severity: "error" });
    }
  };

  return { toggleActive, deleteRule, isSaving: save.isPending || remove.isPending };
};
