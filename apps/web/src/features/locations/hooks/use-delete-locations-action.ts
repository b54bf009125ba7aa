import type { LocationDeleteReply } from "@fieldstead/domain";
import { confirm } from "../../../lib/confirm.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useDeleteLocations } from "../api/delete-locations.ts";

export type DeletableLocation = { Id: number; Name: string; Code: string };

const SHOWN = 25;

/**
 * Deleting locations: asks first (naming them), deletes what nothing holds, and says which could not go and
 * why. Answers the server's reply, or null when the person said no or the call failed.
 */
export const useDeleteLocationsAction = () => {
  const remove = useDeleteLocations();
  return async (rows: readonly DeletableLocation[]): Promise<LocationDeleteReply | null> => {
    const [only] = rows;
    if (!only) return null;
    const items = rows.slice(0, SHOWN).map((r) => ({ label: `${r.Name} (${r.Code})` }));
    if (rows.length > SHOWN) items.push({ label: `and ${rows.length - SHOWN} more` });
    const { confirmed } = await confirm({
      variant: "wide",
      icon: "warning",
      title: rows.length === 1 ? `Delete ${only.Name}?` : `Delete ${rows.length} locations?`,
      message:
        "A location is deleted only when nothing refers to it: no sub-locations, assets, move or material requests, leases, work orders or projects. Its links and site associations go with it.",
      bullets: [{ items }],
      yesLabel: "Delete",
      noLabel: "Cancel",
    });
    if (!confirmed) return null;
    let reply: LocationDeleteReply;
    try {
      reply = await remove.mutateAsync(rows.map((r) => r.Id));
    } catch (error) {
      showSnackbar({ message: error instanceof Error ? error.message : String(error), severity: "error" });
      return null;
    }
    if (reply.Deleted.length > 0)
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 6_000 });
    if (reply.Refused.length > 0)
      await confirm({
        variant: "wide",
        icon: "warning",
        title: reply.Deleted.length === 0 ? "Nothing was deleted" : "Some locations were not deleted",
        message: "Remove or move what refers to them first.",
        bullets: [{ items: reply.Refused.map((r) => ({ label: r.Reason })) }],
        yesLabel: "OK",
      });
    return reply;
  };
};
