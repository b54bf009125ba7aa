import { useEffect, useState } from "react";
import type { DashboardData } from "@fieldstead/domain";
import { EMBED_LINK_INVALID, fetchEmbeddedDashboard } from "./embed-api.ts";

/** An embedded dashboard reads its data again this often (a wall display shows it for hours). */
export const EMBED_REFRESH_MS = 5 * 60_000;

export type EmbedState =
  { status: "loading" } | { status: "ready"; data: DashboardData } | { status: "error"; message: string };

/**
 * The embedded dashboard's data, read now and every 5 minutes. Any failure replaces the data with the error
 * (never stale figures beside a refusal); a refused link (401) is not asked again.
 */
export const useEmbeddedDashboard = (token: string | null): EmbedState => {
  const [state, setState] = useState<EmbedState>(
    token === null ? { status: "error", message: EMBED_LINK_INVALID } : { status: "loading" },
  );
  useEffect(() => {
    if (token === null) return undefined;
    let isLive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      const result = await fetchEmbeddedDashboard(token);
      if (!isLive) return;
      setState(
        result.ok ? { status: "ready", data: result.data } : { status: "error", message: result.message },
      );
      if (result.ok || !result.isFinal) timer = setTimeout(() => void load(), EMBED_REFRESH_MS);
    };
    void load();
    return () => {
      isLive = false;
      clearTimeout(timer);
    };
  }, [token]);
  return state;
};
