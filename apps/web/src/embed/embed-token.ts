import { EMBED_PATH } from "@fieldstead/domain";

/** The signed token of an embedded dashboard's address, `{EMBED_PATH}/{token}`; null when there is none. */
export const embedTokenOf = (pathname: string): string | null => {
  const prefix = `${EMBED_PATH}/`;
  if (!pathname.startsWith(prefix)) return null;
  const rest = pathname.slice(prefix.length).replace(/\/+$/, "");
  if (rest === "" || rest.includes("/")) return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    return null;
  }
};

/**
 * The dashboard id a token names, read without checking it (only to tell the framing page which dashboard
 * failed; the server alone decides whether the token is genuine). Null when it cannot be read.
 */
export const claimedDashboardId = (token: string): number | null => {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const id = (JSON.parse(json) as { resource?: { dashboard?: unknown } }).resource?.dashboard;
    return typeof id === "number" && Number.isInteger(id) ? id : null;
  } catch {
    return null;
  }
};
