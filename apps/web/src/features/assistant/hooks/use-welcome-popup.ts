import { useCallback, useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ASSISTANT_STORAGE } from "@fieldstead/domain";
import { useSession } from "../../auth/index.ts";
import { markWelcomeShown, welcomeQuery } from "../api/welcome.ts";
import { whenPageSettled } from "./page-settled.ts";

/**
 * The welcome popup shows while the ShowAthenaPopup flag is true (portal-shell §4.1). A new person has no flag
 * yet: that counts as true; the first dismissal writes 'false'.
 */
const isFlagSet = (): boolean => {
  try {
    const flag = localStorage.getItem(ASSISTANT_STORAGE.showPopup);
    return flag === null || flag === "true";
  } catch {
    return false;
  }
};

/**
 * The assistant's welcome popup: once per person — the browser's flag, and the server's record of who has
 * seen it, so a new browser or a cleared one does not welcome the same person again — and only after the
 * page's own content has painted.
 */
export const useWelcomePopup = (whenSettled: (onSettled: () => void) => () => void = whenPageSettled) => {
  const { user } = useSession();
  const [isFlagged, setIsFlagged] = useState(isFlagSet);
  const [isShown, setIsShown] = useState(false);
  const welcome = useQuery({ ...welcomeQuery(user?.EmployeeId), enabled: isFlagged && user !== null });
  const isDue = isFlagged && welcome.data?.ShowWelcome === true;

  useEffect(() => {
    if (!isDue) return;
    return whenSettled(() => {
      setIsShown(true);
      void markWelcomeShown().catch(() => undefined);
    });
  }, [isDue, whenSettled]);

  const dismiss = useCallback(() => {
    try {
      localStorage.setItem(ASSISTANT_STORAGE.showPopup, "false");
    } catch {
      // Blocked storage: the popup still goes away for this page.
    }
    setIsFlagged(false);
    setIsShown(false);
  }, []);
  return { isShown, dismiss };
};
