import { GetEmbeddedDashboardContract, type DashboardData } from "@fieldstead/domain";

/** Shown for any failure the server did not explain (it answered 5xx, or nothing at all). */
export const EMBED_LOAD_FAILED = "The dashboard could not be loaded.";
/** Shown when the address holds no token at all. */
export const EMBED_LINK_INVALID = "This dashboard link is not valid.";

const TIMEOUT_MS = 60_000;

export type EmbedFetch =
  | { ok: true; data: DashboardData }
  /** `isFinal`: the link itself was refused (401): asking again cannot help. */
  | { ok: false; message: string; isFinal: boolean };

/**
 * POST /api/Embed/GetDashboard with the token alone: no session, no cookie. A refusal (400, 401) carries the
 * server's message ('This dashboard link has expired.', 'This dashboard link is not valid.' …).
 */
export const fetchEmbeddedDashboard = async (token: string): Promise<EmbedFetch> => {
  let response: Response;
  try {
    response = await fetch(`/api${GetEmbeddedDashboardContract.path}`, {
      method: GetEmbeddedDashboardContract.method,
      credentials: "omit",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ Token: token }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { ok: false, message: EMBED_LOAD_FAILED, isFinal: false };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && body !== null && typeof body === "object")
    return { ok: true, data: body as DashboardData };
  const serverMessage = (body as { StatusMessage?: unknown } | null)?.StatusMessage;
  const isRefusal = response.status === 400 || response.status === 401;
  return {
    ok: false,
    message:
      isRefusal && typeof serverMessage === "string" && serverMessage ? serverMessage : EMBED_LOAD_FAILED,
    isFinal: response.status === 401,
  };
};
