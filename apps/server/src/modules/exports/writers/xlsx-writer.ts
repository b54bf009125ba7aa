import { createWriteStream } from "node:fs";
import ExcelJS from "exceljs";
import { XLSX_DATE_FORMATS } from "../export-columns.ts";
import type { TableWriter } from "./table-writer.ts";

/** Sheet names hold at most 31 characters and none of []:*?/\ . */
const sheetName = (title: string): string => title.replace(/[[\]:*?/\\]/g, " ").slice(0, 31) || "Export";

/**
 * A workbook written as it goes (exceljs's streaming writer): each row is committed to the file at once,
 * without shared strings, so memory stays flat whatever the row count. Days and times are real dates, shown
 * in the display formats (the one style the workbook holds per date column).
 */
export const writeXlsx: TableWriter = async (path, document, rows) => {
  const out = createWriteStream(path);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet(sheetName(document.title));
  sheet.columns = document.columns.map((c) => {
    const numFmt = XLSX_DATE_FORMATS[c.kind];
    return { header: c.header, key: c.id, width: c.width, ...(numFmt ? { style: { numFmt } } : {}) };
  });
  sheet.getRow(1).font = { bold: true };
  let count = 0;
  try {
    for await (const page of rows) {
      for (const cells of page) sheet.addRow(cells).commit();
      count += page.length;
    }
  } catch (err) {
    // The thread that writes lives on after this file: leave no file handle open behind a failure.
    out.destroy();
    throw err;
  }
  sheet.commit();
  await workbook.commit();
  return count;
};
