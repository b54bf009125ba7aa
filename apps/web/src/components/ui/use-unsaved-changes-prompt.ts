import { useEffect } from "react";
import { holdUnsavedChanges } from "../../lib/leave-guard.ts";

/**
 * While `isDirty`, leaving the page asks 'There are unsaved changes on your page.\n Press Ok to proceed
 * anyways.' (and closing the tab asks the browser's question). Needs <LeaveGuardHost/> at the root.
 */
export const useUnsavedChangesPrompt = (isDirty: boolean): void => {
  useEffect(() => (isDirty ? holdUnsavedChanges() : undefined), [isDirty]);
};
