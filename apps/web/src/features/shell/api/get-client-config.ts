import type { ClientConfig } from "@fieldstead/domain";
import { apiFetch } from "../../../lib/http.ts";

/** The shell's runtime configuration; fetched once and kept for the life of the tab. */
export const clientConfigQuery = {
  queryKey: ["client-config"],
  queryFn: () => apiFetch<ClientConfig>("/shared/GetClientConfig", { isSilent: true }),
  staleTime: Infinity,
  gcTime: Infinity,
} as const;
