import { useCallback, useState } from "react";
import { ASSISTANT_STORAGE } from "@fieldstead/domain";

/**
 * The welcome popup shows while the ShowAthenaPopup flag is true (portal-shell §4.1). A new person has no flag
 * yet: that counts as true, so the popup shows once; the first dismissal writes 'false' and it never shows again.
 */
const isPopupDue = (): boolean => {
  try {
    const flag = localStorage.getItem(ASSISTANT_STORAGE.showPopup);
    return flag === null || flag === "true";
  } catch {
    return false;
  }
};

export const useWelcomePopup = () => {
  const [isShown, setIsShown] = useState(isPopupDue);
  const dismiss = useCallback(() => {
    try {
      localStorage.setItem(ASSISTANT_STORAGE.showPopup, "false");
    } catch {
      // Blocked storage: the popup still goes away for this page.
    }
    setIsShown(false);
  }, []);
  return { isShown, dismiss };
};
