import { GetClientConfigContract } from "@fieldstead/domain";
import { callContract } from "./http.ts";

/** The runtime configuration of the app (shell, assistant, help); fetched once and kept for the life of the tab. */
export const clientConfigQuery = {
  queryKey: ["client-config"],
  queryFn: () => callContract(GetClientConfigContract, { isSilent: true }),
  staleTime: Infinity,
  gcTime: Infinity,
} as const;
