import { z } from "zod";
import { ImportColumnType, normalizeHeader, type ImportColumn } from "../imports/import-columns.rules.ts";
import type { ImportCell } from "../imports/import-dates.rules.ts";
import type { ImportLayout } from "../imports/import-headers.rules.ts";
import { asSentence } from "../imports/import-checks.rules.ts";
import { InvitePersonFieldsSchema } from "./invitations.schemas.ts";

/** Rows one file of people to invite may hold. */
export const INVITE_IMPORT_MAX_ROWS = 1_000;

const text = (header: string, field: string, example: string, isRequired: boolean): ImportColumn => ({
  header,
  field,
  isRequired,
  type: ImportColumnType.Text,
  example,
});

/** The columns a file of people to invite has, in the template's order; the role is named, not numbered. */
export const INVITE_IMPORT_COLUMNS: readonly ImportColumn[] = [
  text("First name", "FirstName", "Jamie", true),
  text("Last name", "LastName", "Rivera", true),
  text("Email", "Email", "jamie.rivera@example.com", true),
  text("Role", "Role", "Field Technician", true),
  text("Phone", "PhoneNumber", "+1(720)555-0100", false),
];

/** A refused cell or row: the row as a spreadsheet numbers it (the header is row 1), the column, why. */
export type InviteImportProblem = { Row: number; Field: string; Message: string };

export type InviteHeaderMatch =
  { ok: true; layout: ImportLayout } | { ok: false; problems: InviteImportProblem[] };

const cellText = (cell: ImportCell): string =>
  cell === null ? "" : cell instanceof Date ? cell.toISOString() : String(cell);

/**
 * Reads the header row: each header names one of the columns, whatever its case and spacing ('E mail' is not
 * 'Email'). Unknown headers, a column given twice and a missing required column are problems of row 1.
 */
export const matchInviteHeaders = ({ headers }: { headers: readonly ImportCell[] }): InviteHeaderMatch => {
  const problems: InviteImportProblem[] = [];
  const layout: ImportLayout = [];
  const known = INVITE_IMPORT_COLUMNS.map((c) => c.header).join(", ");
  headers.forEach((cell, index) => {
    const header = cellText(cell).trim();
    if (header === "") return;
    const column = INVITE_IMPORT_COLUMNS.find((c) => normalizeHeader(c.header) === normalizeHeader(header));
    if (!column)
      problems.push({
        Row: 1,
        Field: header,
        Message: `This column is not one the import reads (${known}).`,
      });
    else if (layout.some((l) => l.column === column))
      problems.push({ Row: 1, Field: column.header, Message: "This column is given twice." });
    else layout.push({ column, index });
  });
  for (const column of INVITE_IMPORT_COLUMNS)
    if (column.isRequired && !layout.some((l) => l.column === column))
      problems.push({ Row: 1, Field: column.header, Message: "This column is required but missing." });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, layout };
};

const InviteImportRowSchema = InvitePersonFieldsSchema.extend({
  Role: z
    .string({ error: "Name the role." })
    .trim()
    .min(1, "Name the role.")
    .max(100, "The role is too long."),
});
export type InviteImportRow = z.output<typeof InviteImportRowSchema>;

const headerOf = (field: string): string =>
  INVITE_IMPORT_COLUMNS.find((c) => c.field === field)?.header ?? field;

/** One row's own fields, by the same rules as the add-user form; the role's name is looked up by the server. */
export const checkInviteImportRow = (
  values: Record<string, unknown>,
  rowNumber: number,
): { ok: true; row: InviteImportRow } | { ok: false; problems: InviteImportProblem[] } => {
  const parsed = InviteImportRowSchema.safeParse(values);
  if (parsed.success) return { ok: true, row: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => ({
      Row: rowNumber,
      Field: headerOf(String(issue.path[0] ?? "")),
      Message: asSentence(issue.message),
    })),
  };
};

/** The template's text: the header row and one example row, as CSV. */
export const inviteImportTemplateCsv = (): string =>
  [INVITE_IMPORT_COLUMNS.map((c) => c.header), INVITE_IMPORT_COLUMNS.map((c) => String(c.example))]
    .map((row) => row.join(","))
    .join("\r\n") + "\r\n";
