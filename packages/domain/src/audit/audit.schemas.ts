import { z } from "zod";

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

export const AuditChangeSchema = z.object({
  Field: z.string(),
  From: z.string().nullable(),
  To: z.string().nullable(),
});

export const HistoryEntrySchema = z.object({
  Id: z.number().int(),
  Action: z.string(),
  Summary: z.string(),
  Changes: z.array(AuditChangeSchema),
  EmployeeId: z.number().int().nullable(),
  /** Who made the change ('System' when nobody did, e.g. the demo data). */
  EmployeeName: z.string(),
  CreatedAt: z.string(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

/** One record's history page (the History calls of assets, locations, projects, tickets). */
export const HistoryReplySchema = z.object({
  Entries: z.array(HistoryEntrySchema),
  NextBefore: z.number().int().nullable(),
});
export type HistoryReply = z.infer<typeof HistoryReplySchema>;
