import { createContext, useContext } from "react";
import type { SessionUserRecord } from "@fieldstead/domain";
import type { SessionUser } from "../../../lib/storage.ts";
import type { SessionExpiryState } from "../session-expiry.ts";

export type SessionContextValue = {
  user: SessionUser | null;
  /** True while a sign-out is on its way to the login page: guards wait instead of asking for sign-in. */
  isSigningOut: boolean;
  /** Active, or expired (the session-expired dialog shows; the page stays behind it). */
  expiry: SessionExpiryState;
  /**
   * Keeps the signed-in user of a login reply (userDataset, without the Token), clears the session-expired flag
   * and fetches the allowed routes.
   */
  startSession(record: SessionUserRecord): Promise<void>;
  /** Changes fields of the signed-in user here and in the stored userDataset (e.g. IsCookiesSaved). */
  updateUser(patch: Partial<SessionUser>): void;
  /** The forced logout: ends the server session, clears the browser's session, and goes to the login page. */
  signOut(): Promise<void>;
  /** From the session-expired dialog: clears the stored session and asks for sign-in, returning afterwards. */
  signInAgain(): Promise<void>;
};

export const SessionContext = createContext<SessionContextValue | null>(null);

export const useSession = (): SessionContextValue => {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession outside SessionProvider");
  return value;
};
