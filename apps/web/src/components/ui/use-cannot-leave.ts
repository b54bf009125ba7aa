import { useEffect } from "react";
import { lockPage } from "../../lib/leave-guard.ts";

/** While `isLocked`, the page cannot be left inside the app; the reason, when given, is shown when someone tries. */
export const useCannotLeave = (isLocked: boolean, reason?: string): void => {
  useEffect(() => (isLocked ? lockPage(reason) : undefined), [isLocked, reason]);
};
