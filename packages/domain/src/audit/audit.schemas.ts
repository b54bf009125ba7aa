import { z } from "zod";
import type { AuditChange } from "./audit.enums.ts";

export const HISTORY_DEFAULT_PAGE_SIZE = 25;
export const HISTORY_MAX_PAGE_SIZE = 100;

/** One record's history, newest first, a page at a time: `Before` is the last entry id of the previous page. */
export const HistoryQuerySchema = z.object({
  Id: z.number().int().positive(),
  Before: z.number().int().positive().nullish(),
  PageSize: z.number().int().min(1).max(HISTORY_MAX_PAGE_SIZE).default(HISTORY_DEFAULT_PAGE_SIZE),
});
export type HistoryQuery = z.infer<typeof HistoryQuerySchema>;
export type HistoryQueryInput = z.input<typeof HistoryQuerySchema>;

export type HistoryEntry = {
  Id: number;
  Action: string;
  Summary: string;
  Changes: AuditChange[];
  EmployeeId: number | null;
  /** Who made the change ('System' when nobody did, e.g. the demo data). */
  EmployeeName: string;
  CreatedAt: string;
};

export type HistoryReply = { Entries: HistoryEntry[]; NextBefore: number | null };
