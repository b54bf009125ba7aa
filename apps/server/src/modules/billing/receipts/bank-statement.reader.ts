import { centsToMoney, isIsoDay, parseCsv, parseMoneyToCents } from "@fieldstead/domain";

/** The most payments one statement may hold. */
export const STATEMENT_MAX_ROWS = 5_000;
const TEXT_MAX = 200;

export type StatementRow = {
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  row: number;
  receivedOn: string;
  payer: string;
  reference: string | null;
  /** Money text, two decimals. */
  amount: string;
  /** Upper-cased; null when the statement gives none for the row. */
  currency: string | null;
};

export type RowError = { Row: number; Message: string };

export type StatementReading =
  | { kind: "rows"; rows: StatementRow[]; errors: RowError[] }
  /** The file as a whole cannot be read: no header, a column missing, too many rows. */
  | { kind: "refused"; message: string };

const REQUIRED = ["Date", "Payer", "Reference", "Amount"] as const;
type Column = (typeof REQUIRED)[number] | "Currency";

const columnsOf = (header: string[]): Map<Column, number> => {
  const wanted: Column[] = [...REQUIRED, "Currency"];
  const found = new Map<Column, number>();
  header.forEach((cell, index) => {
    const column = wanted.find((w) => w.toLowerCase() === cell.trim().toLowerCase());
    if (column && !found.has(column)) found.set(column, index);
  });
  return found;
};

const readDay = (text: string): string | string[] => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return ["Date reads YYYY-MM-DD."];
  return isIsoDay(text) ? text : ["Date is not a date of the calendar."];
};

const readAmount = (text: string): string | string[] => {
  if (text === "") return ["Amount is required."];
  const cents = parseMoneyToCents(text);
  if (cents === null) return ["Amount must be a positive amount such as 1500.00, with at most two decimals."];
  return cents > 0 ? centsToMoney(cents) : ["Amount must be more than 0."];
};

/**
 * Reads a bank statement: csv with a header row naming Date, Payer, Reference and Amount (any order, any case)
 * and optionally Currency. Fields may be quoted; dates read YYYY-MM-DD, amounts "1500", "1,500.00". Each row
 * that cannot be read is reported with its number and every reason; blank rows are passed over.
 */
export const readBankStatement = (csv: string): StatementReading => {
  const [header, ...records] = parseCsv(csv);
  if (!header) return { kind: "refused", message: "Csv holds no header row." };
  const columns = columnsOf(header);
  const missing = REQUIRED.filter((c) => !columns.has(c));
  if (missing.length > 0)
    return {
      kind: "refused",
      message: `The header row lacks ${missing.join(", ")} (Date, Payer, Reference, Amount).`,
    };
  const filled = records
    .map((cells, index) => ({ cells, row: index + 2 }))
    .filter(({ cells }) => cells.some((c) => c.trim() !== ""));
  if (filled.length === 0) return { kind: "refused", message: "Csv holds no payments below its header row." };
  if (filled.length > STATEMENT_MAX_ROWS)
    return {
      kind: "refused",
      message: `Csv holds ${filled.length} payments; a statement holds at most ${STATEMENT_MAX_ROWS.toLocaleString("en-US")}.`,
    };
  const rows: StatementRow[] = [];
  const errors: RowError[] = [];
  for (const { cells, row } of filled) {
    const cell = (column: Column) => {
      const index = columns.get(column);
      return index === undefined ? "" : (cells[index] ?? "").trim();
    };
    const problems: string[] = [];
    const receivedOn = readDay(cell("Date"));
    const amount = readAmount(cell("Amount"));
    if (typeof receivedOn !== "string") problems.push(...receivedOn);
    const payer = cell("Payer");
    if (payer === "") problems.push("Payer is required.");
    if (payer.length > TEXT_MAX) problems.push(`Payer has at most ${TEXT_MAX} characters.`);
    const reference = cell("Reference");
    if (reference.length > TEXT_MAX) problems.push(`Reference has at most ${TEXT_MAX} characters.`);
    if (typeof amount !== "string") problems.push(...amount);
    const currency = cell("Currency").toUpperCase();
    if (currency !== "" && !/^[A-Z]{3}$/.test(currency))
      problems.push("Currency is a three-letter code such as USD.");
    if (problems.length > 0 || typeof receivedOn !== "string" || typeof amount !== "string") {
      errors.push({ Row: row, Message: problems.join(" ") });
      continue;
    }
    rows.push({ row, receivedOn, payer, reference: reference || null, amount, currency: currency || null });
  }
  return { kind: "rows", rows, errors };
};
