import { createContext, useContext } from "react";
import type { SessionUserRecord } from "@fieldstead/domain";

export type SessionContextValue = {
  user: SessionUserRecord | null;
  /** True while a sign-out is on its way to the login page: guards wait instead of asking for sign-in. */
  isSigningOut: boolean;
  /** Keeps the signed-in user (userDataset) and fetches the allowed routes. */
  startSession(user: SessionUserRecord): Promise<void>;
  /** Calls Login/Logout, clears the browser's session, and goes to the login page. */
  signOut(): Promise<void>;
};

export const SessionContext = createContext<SessionContextValue | null>(null);

export const useSession = (): SessionContextValue => {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession outside SessionProvider");
  return value;
};
