import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import { parseCsv, type ImportCell } from "@fieldstead/domain";

export type ImportFormat = "csv" | "xlsx";

/** A row of the file with the number a spreadsheet shows it under (the header is row 1). */
export type FileRow = { rowNumber: number; cells: ImportCell[] };

/** A workbook cell's value as plain data: formulas give their result, rich text and links their text. */
export const cellOf = (value: ExcelJS.CellValue | undefined): ImportCell => {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (value instanceof Date) return value;
  if ("richText" in value) return value.richText.map((r) => r.text).join("");
  if ("result" in value) return cellOf(value.result as ExcelJS.CellValue);
  if ("text" in value) return typeof value.text === "string" ? value.text : null;
  if ("error" in value) return String(value.error);
  return null;
};

async function* readCsvRows(path: string): AsyncGenerator<FileRow> {
  const rows = parseCsv(await readFile(path, "utf8"));
  for (const [index, cells] of rows.entries()) yield { rowNumber: index + 1, cells };
}

/**
 * The first worksheet's rows, read with exceljs's streaming reader so a large workbook is never held whole.
 * Styles are not read: a date cell then arrives as its Excel serial number, converted by the date rule.
 */
async function* readXlsxRows(path: string, onBytes: (bytes: number) => void): AsyncGenerator<FileRow> {
  const input = createReadStream(path);
  let bytes = 0;
  input.on("data", (chunk) => {
    bytes += chunk.length;
    onBytes(bytes);
  });
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: "cache",
    styles: "ignore",
    hyperlinks: "ignore",
    worksheets: "emit",
    entries: "emit",
  });
  for await (const worksheet of reader) {
    for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
      // row.values is 1-based (index 0 is empty).
      const values = (row.values as ExcelJS.CellValue[]).slice(1);
      yield { rowNumber: row.number, cells: Array.from(values, (v) => cellOf(v)) };
    }
    return;
  }
}

/** The rows of an uploaded .csv (UTF-8, RFC 4180) or .xlsx file, in order. */
export const readFileRows = (
  path: string,
  format: ImportFormat,
  onBytes: (bytes: number) => void = () => undefined,
): AsyncGenerator<FileRow> => (format === "csv" ? readCsvRows(path) : readXlsxRows(path, onBytes));
