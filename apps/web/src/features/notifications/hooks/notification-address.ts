/** Where a notification's CompleteUrl leads: a page of the app (router navigation) or another site. */
export type NotificationAddress = { kind: "app"; to: string } | { kind: "external"; href: string } | null;

/**
 * "/TaskOperations/details/42" is a page of the app; so is a full address of this site (its '#/' part when it
 * is hash-based). Any other http(s) address is another site; "//host" and anything else lead nowhere.
 */
export const notificationAddress = (completeUrl: string | null, origin: string): NotificationAddress => {
  const value = completeUrl?.trim() ?? "";
  if (value === "") return null;
  if (value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\"))
    return { kind: "app", to: value };
  if (!/^https?:\/\//i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.origin !== origin) return { kind: "external", href: url.href };
  if (url.hash.startsWith("#/")) return { kind: "app", to: url.hash.slice(1) };
  return { kind: "app", to: `${url.pathname}${url.search}` };
};
