import { ASSISTANT_STORAGE, type SessionUserRecord } from "@fieldstead/domain";

/** Keys the browser keeps (portal-platform §3.1, §4). */
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

/** The token's expiry, read from its payload (no verification: the server verifies). */
const tokenExpiry = (token: string): number | null => {
  try {
    const payload = JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as {
      exp?: number;
    };
    return typeof payload.exp === "number" ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
};

export const sessionStore = {
  /** The signed-in user while the stored token has not expired. */
  read(now: number = Date.now()): SessionUserRecord | null {
    const user = readJson<SessionUserRecord>(localStorage, STORAGE_KEYS.userDataset);
    if (!user?.Token) return null;
    const expiry = tokenExpiry(user.Token);
    return expiry !== null && expiry <= now ? null : user;
  },
  /** The stored record even when its token has expired (e.g. to name the user on the login page). */
  peek(): SessionUserRecord | null {
    return readJson<SessionUserRecord>(localStorage, STORAGE_KEYS.userDataset);
  },
  write(user: SessionUserRecord): void {
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
