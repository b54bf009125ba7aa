/** How long a logout waits for the browser to drop its caches and databases before it goes on. */
export const WORKER_DATA_WAIT_MS = 2_000;

const EXPIRED = "expires=Thu, 01 Jan 1970 00:00:00 GMT";

/**
 * The assignments that expire every cookie a script can read: at the root path and at the current path,
 * since a cookie is only replaced by one with the same path.
 */
export const expiredCookieAssignments = (cookieHeader: string, pathname: string): string[] => {
  const names = cookieHeader
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "")
    .filter((name) => name !== "");
  const paths = pathname && pathname !== "/" ? ["/", pathname] : ["/"];
  return [...new Set(names)].flatMap((name) => paths.map((path) => `${name}=; ${EXPIRED}; path=${path}`));
};

/** Expires the cookies readable by script (the session cookie itself is HTTP-only: the logout call ends it). */
export const clearScriptCookies = (): void => {
  for (const assignment of expiredCookieAssignments(document.cookie, window.location.pathname))
    document.cookie = assignment;
};

const deleteDatabase = (name: string): Promise<void> =>
  new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    request.onblocked = () => resolve();
  });

/** Drops the Cache Storage and IndexedDB data of this origin; a deletion that hangs does not hold up the logout. */
export const clearWorkerData = async (): Promise<void> => {
  const tasks: Promise<unknown>[] = [];
  if (typeof caches !== "undefined")
    tasks.push(caches.keys().then((keys) => Promise.all(keys.map((key) => caches.delete(key)))));
  if (typeof indexedDB !== "undefined" && typeof indexedDB.databases === "function")
    tasks.push(
      indexedDB
        .databases()
        .then((found) => Promise.all(found.map((db) => (db.name ? deleteDatabase(db.name) : undefined)))),
    );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, WORKER_DATA_WAIT_MS);
  });
  await Promise.race([Promise.allSettled(tasks), timeUp]);
  clearTimeout(timer);
};
