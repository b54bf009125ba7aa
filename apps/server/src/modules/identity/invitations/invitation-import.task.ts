import {
  INVITE_IMPORT_MAX_ROWS,
  checkInviteImportRow,
  isBlankRow,
  matchInviteHeaders,
  readImportRow,
  type ImportLayout,
  type InviteImportProblem,
  type InviteImportRow,
} from "@fieldstead/domain";
import { readFileRows, type ImportFormat } from "../../imports/import-file.reader.ts";

export type InviteFileInput = { path: string; format: ImportFormat };

/** One data row: its own fields checked (the role's name is looked up later), or its problems. */
export type InviteFileRow = {
  rowNumber: number;
  email: string;
  fullName: string;
  row: InviteImportRow | null;
  problems: InviteImportProblem[];
};

/** The file refused as a whole (its header, too many rows, no rows), or every data row read and checked. */
export type InviteFileResult =
  { ok: false; problems: InviteImportProblem[] } | { ok: true; rows: InviteFileRow[] };

const textOf = (value: unknown): string =>
  typeof value === "string" ? value : value === undefined ? "" : String(value);

/**
 * Reads a file of people to invite in a worker thread: the header row, then each non-blank row by its columns,
 * each checked by the add-user form's rules (at most INVITE_IMPORT_MAX_ROWS rows).
 */
export const readInvitationFileTask = async ({
  path,
  format,
}: InviteFileInput): Promise<InviteFileResult> => {
  let layout: ImportLayout | null = null;
  const rows: InviteFileRow[] = [];
  for await (const { rowNumber, cells } of readFileRows(path, format)) {
    if (layout === null) {
      const match = matchInviteHeaders({ headers: cells });
      if (!match.ok) return { ok: false, problems: match.problems };
      layout = match.layout;
      continue;
    }
    if (isBlankRow(cells)) continue;
    if (rows.length >= INVITE_IMPORT_MAX_ROWS)
      return {
        ok: false,
        problems: [
          {
            Row: rowNumber,
            Field: "",
            Message: `A file may hold at most ${INVITE_IMPORT_MAX_ROWS.toLocaleString("en-US")} people; split it in parts.`,
          },
        ],
      };
    const read = readImportRow({ layout, cells, rowNumber });
    const email = textOf(read.values.Email);
    const fullName = `${textOf(read.values.FirstName)} ${textOf(read.values.LastName)}`.trim();
    // A cell the reading refused is reported once; the other columns are still checked.
    const checked = checkInviteImportRow(read.values, rowNumber);
    const more = checked.ok
      ? []
      : checked.problems.filter((p) => !read.problems.some((r) => r.Field === p.Field));
    const problems = [...read.problems, ...more];
    rows.push({
      rowNumber,
      email,
      fullName,
      row: checked.ok && problems.length === 0 ? checked.row : null,
      problems,
    });
  }
  if (layout === null || rows.length === 0)
    return {
      ok: false,
      problems: [{ Row: 2, Field: "", Message: "The file has no rows below its header row." }],
    };
  return { ok: true, rows };
};
