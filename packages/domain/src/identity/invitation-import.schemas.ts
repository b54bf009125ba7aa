import { z } from "zod";

/** What came of one row of a file of people to invite. */
export const InviteImportOutcome = { Invited: "Invited", Refused: "Refused" } as const;

export const InviteImportRowReportSchema = z.object({
  /** The row as a spreadsheet numbers it (the header is row 1). */
  Row: z.number().int(),
  Email: z.string(),
  FullName: z.string(),
  Outcome: z.enum([InviteImportOutcome.Invited, InviteImportOutcome.Refused]),
  /** The person created (null when refused). */
  EmployeeId: z.number().int().nullable(),
  /** Why the row was refused: each column concerned and what is wrong (empty when invited). */
  Problems: z.array(z.object({ Field: z.string(), Message: z.string() })),
});
export type InviteImportRowReport = z.infer<typeof InviteImportRowReportSchema>;

/** POST Employee/ImportUsers: every row's outcome, in the file's order. */
export const ImportUsersReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  Invited: z.number().int(),
  Refused: z.number().int(),
  Rows: z.array(InviteImportRowReportSchema),
});
export type ImportUsersReply = z.infer<typeof ImportUsersReplySchema>;
