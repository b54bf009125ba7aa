import ExcelJS from "exceljs";
import type { BillingReport, ReportColumn, ReportRow } from "@fieldstead/domain";

/** The workbook format of money: thousands grouped, two decimals. */
export const XLSX_MONEY_FORMAT = "#,##0.00";
/** The header row sits under the title, the subtitle and a blank row. */
export const XLSX_HEADER_ROW = 4;

/** Sheet names hold at most 31 characters and none of []:*?/\ . */
const sheetName = (title: string): string => title.replace(/[[\]:*?/\\]/g, " ").slice(0, 31) || "Report";

const widthOf = (column: ReportColumn): number =>
  column.Type === "text"
    ? Math.min(40, Math.max(12, column.Header.length + 4))
    : column.Type === "money"
      ? 15
      : 11;

/**
 * A money cell holds the amount as a number, so the sheet can sum it: a workbook keeps every number as a double,
 * which holds an amount of two decimals as written; nothing is computed with it here.
 */
const cellOf = (column: ReportColumn, value: ReportRow[string] | undefined): ExcelJS.CellValue => {
  if (value === null || value === undefined || value === "") return null;
  return column.Type === "money" && typeof value === "string" ? Number(value) : value;
};

const addRow = (
  sheet: ExcelJS.Worksheet,
  columns: readonly ReportColumn[],
  row: ReportRow,
  isBold: boolean,
) => {
  const added = sheet.addRow(columns.map((c) => cellOf(c, row[c.Key])));
  columns.forEach((c, i) => {
    if (c.Type === "money") added.getCell(i + 1).numFmt = XLSX_MONEY_FORMAT;
  });
  if (isBold) added.font = { bold: true };
};

/**
 * A report as a workbook of one sheet named after it: the title, the subtitle, the header row in bold, a row per
 * line with money as two-decimal numbers, and the totals rows in bold.
 */
export const writeReportXlsx = async (report: BillingReport): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  workbook.title = report.Title;
  const sheet = workbook.addWorksheet(sheetName(report.Title), {
    views: [{ state: "frozen", ySplit: XLSX_HEADER_ROW }],
  });
  sheet.columns = report.Columns.map((c) => ({ key: c.Key, width: widthOf(c) }));
  sheet.addRow([report.Title]).font = { bold: true, size: 14 };
  sheet.addRow([report.Subtitle]).font = { italic: true, color: { argb: "FF555555" } };
  sheet.addRow([]);
  const header = sheet.addRow(report.Columns.map((c) => c.Header));
  header.font = { bold: true };
  report.Columns.forEach((c, i) => {
    if (c.Type !== "text") header.getCell(i + 1).alignment = { horizontal: "right" };
  });
  for (const row of report.Rows) addRow(sheet, report.Columns, row, false);
  for (const row of report.Totals) addRow(sheet, report.Columns, row, true);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
