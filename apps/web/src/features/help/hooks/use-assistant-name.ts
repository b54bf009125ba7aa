import { useQuery } from "@tanstack/react-query";
import { clientConfigQuery } from "../../../lib/client-config.ts";

/** Said until the client configuration has arrived, so a button never names the wrong assistant. */
const UNNAMED = "the assistant";

/** The assistant's configured name (AssistantName), as the help pages' buttons say it. */
export const useAssistantName = (): string => useQuery(clientConfigQuery).data?.AssistantName ?? UNNAMED;
