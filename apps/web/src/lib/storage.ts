import { ASSISTANT_STORAGE, type DataFormatsReply, type SessionUserRecord } from "@fieldstead/domain";

/**
 * Where the browser keeps its session state: the signed-in user (userDataset), the remembered e-mail, the allowed
 * routes, the date formats, the login database name, and the session-expiry flag, return address and last
 * activity (portal-platform §3.1, §4).
 */
export const STORAGE_KEYS = {
  userDataset: "userDataset",
  rememberedEmail: "rememberedEmail",
  allowedRoutes: "allowedRoutes",
  dateFormats: "dateFormats",
  databaseName: "databaseName",
  /** Shared across tabs: set when the session expired, cleared by signing in again (portal-shell §4.6). */
  sessionExpired: "sessionExpired",
  /** Where to return after signing in again (default '/'). */
  returnUrl: "returnUrl",
  /** The latest user activity in any tab (epoch ms), so an idle tab does not expire while another is in use. */
  lastActivityAt: "lastActivityAt",
} as const;

const readJson = <T>(storage: Storage, key: string): T | null => {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
};

/** The token's expiry (epoch ms), read from its payload (no verification: the server verifies). */
export const tokenExpiry = (token: string): number | null => {
  try {
    const payload = JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as {
      exp?: number;
    };
    return typeof payload.exp === "number" ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
};

/**
 * The session user as the browser keeps it (userDataset): the login reply without its Token, with the token's
 * expiry beside it. The session itself lives only in the HttpOnly cookie, out of reach of any script.
 */
export type SessionUser = Omit<SessionUserRecord, "Token"> & {
  /** When the session token expires (epoch ms, from its exp). */
  TokenExpiresAt: number;
};

/** The record to keep from a login reply: everything but the Token, and the Token's expiry. */
export const toSessionUser = (record: SessionUserRecord): SessionUser => {
  const { Token, ...user } = record;
  // A token without a readable expiry lives no longer than a session does (one day).
  return { ...user, TokenExpiresAt: tokenExpiry(Token) ?? Date.now() + 24 * 60 * 60 * 1000 };
};

/**
 * The stored record. One stored before the token left the browser still holds it: it is rewritten without it
 * (its expiry kept beside it) the first time it is read.
 */
const readStoredUser = (): SessionUser | null => {
  const stored = readJson<SessionUser & { Token?: unknown }>(localStorage, STORAGE_KEYS.userDataset);
  if (!stored || typeof stored !== "object") return null;
  if (typeof stored.Token !== "string") return stored;
  const user = toSessionUser(stored as unknown as SessionUserRecord);
  localStorage.setItem(STORAGE_KEYS.userDataset, JSON.stringify(user));
  return user;
};

export const sessionStore = {
  /** The signed-in user while the session token has not expired (by the expiry kept beside the record). */
  read(now: number = Date.now()): SessionUser | null {
    const user = readStoredUser();
    if (typeof user?.TokenExpiresAt !== "number") return null;
    return user.TokenExpiresAt <= now ? null : user;
  },
  /** The stored record even when its token has expired (e.g. to name the user on the login page). */
  peek(): SessionUser | null {
    return readStoredUser();
  },
  write(user: SessionUser): void {
    localStorage.setItem(STORAGE_KEYS.userDataset, JSON.stringify(user));
  },
  /**
   * Clears the session everywhere in the browser, keeping the remembered e-mail, the assistant's one-time welcome
   * flag (the welcome shows once per browser, not once per sign-in) and any `keep` keys.
   * Keys are removed one by one: re-writing a kept key would tell the other tabs it had changed.
   */
  clear({ keep = [] }: { keep?: readonly string[] } = {}): void {
    const kept = new Set<string>([STORAGE_KEYS.rememberedEmail, ASSISTANT_STORAGE.showPopup, ...keep]);
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    for (const key of keys) if (key !== null && !kept.has(key)) localStorage.removeItem(key);
    sessionStorage.clear();
  },
};

/** Tells one sign-in from another (the real-time hub connects again for a new one). */
export const sessionKeyOf = (user: SessionUser | null): string | null =>
  user ? `${user.EmployeeId}:${user.TokenExpiresAt}` : null;

export const rememberedEmail = {
  read: (): string => localStorage.getItem(STORAGE_KEYS.rememberedEmail) ?? "",
  write: (email: string | null): void => {
    if (email) localStorage.setItem(STORAGE_KEYS.rememberedEmail, email);
    else localStorage.removeItem(STORAGE_KEYS.rememberedEmail);
  },
};

/** The allowed route patterns, cached per tab in session storage after sign-in. */
export const allowedRoutesCache = {
  read: (): string[] | null => readJson<string[]>(sessionStorage, STORAGE_KEYS.allowedRoutes),
  write: (routes: string[]): void =>
    sessionStorage.setItem(STORAGE_KEYS.allowedRoutes, JSON.stringify(routes)),
};

export type DataFormats = DataFormatsReply;

/** The organisation's date formats, kept for the session (cleared with it at sign-out). */
export const dataFormatsStore = {
  read: (): DataFormats | null => {
    const stored = readJson<Partial<DataFormats>>(localStorage, STORAGE_KEYS.dateFormats);
    return typeof stored?.DateFormat === "string" && typeof stored.DateTimeFormat === "string"
      ? { DateFormat: stored.DateFormat, DateTimeFormat: stored.DateTimeFormat }
      : null;
  },
  write: (formats: DataFormats): void =>
    localStorage.setItem(STORAGE_KEYS.dateFormats, JSON.stringify(formats)),
};
