import type { GenerateBatchReply } from "@fieldstead/domain";

/** How many skipped clients a message names before it says how many more there are. */
const NAMED_AT_MOST = 10;

/** 'Already invoiced for 2026-10: Acme Towers, Blue Fern Cafe.' — or '' when no client was skipped. */
export const skippedText = (period: string, skipped: readonly string[]): string => {
  if (skipped.length === 0) return "";
  const named = skipped.slice(0, NAMED_AT_MOST).join(", ");
  const more = skipped.length - NAMED_AT_MOST;
  return `Already invoiced for ${period}: ${named}${more > 0 ? `, and ${more} more` : ""}.`;
};

/** The server's word on a generation, followed by the clients it skipped (they are invoiced for the month). */
export const generatedMessage = (reply: GenerateBatchReply, period: string): string =>
  [reply.StatusMessage, skippedText(period, reply.SkippedClients)].filter(Boolean).join(" ");
