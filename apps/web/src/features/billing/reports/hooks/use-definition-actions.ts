import type { BillingReportDefinition } from "@fieldstead/domain";
import { confirm } from "../../../../lib/confirm.ts";
import { messageOf } from "../../../../lib/form-errors.ts";
import { showSnackbar } from "../../../../lib/snackbar.ts";
import { useDeleteBillingReportDefinition } from "../api/delete-billing-report-definition.ts";

/** What Report Management does to a saved report in place: delete it once the person confirms. */
export const useDefinitionActions = () => {
  const remove = useDeleteBillingReportDefinition();

  const deleteDefinition = async (definition: BillingReportDefinition) => {
    const { confirmed } = await confirm({
      title: `Delete ${definition.Name}?`,
      message: "The saved report leaves this list. The figures it showed are not changed.",
      icon: "warning",
      yesLabel: "Delete",
      noLabel: "Cancel",
    });
    if (!confirmed) return;
    try {
      const reply = await remove.mutateAsync({ Id: definition.Id });
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
    } catch (error) {
      showSnackbar({ message: messageOf(error), severity: "error" });
    }
  };

  return { deleteDefinition, isDeleting: remove.isPending };
};
