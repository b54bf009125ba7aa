import ExcelJS from "exceljs";
import type { TableWriter } from "./table-writer.ts";

/** Sheet names hold at most 31 characters and none of []:*?/\ . */
const sheetName = (title: string): string => title.replace(/[[\]:*?/\\]/g, " ").slice(0, 31) || "Export";

/**
 * A workbook written as it goes (exceljs's streaming writer): each row is committed to the file at once,
 * without shared strings or styles, so memory stays flat whatever the row count.
 */
export const writeXlsx: TableWriter = async (path, document, rows) => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet(sheetName(document.title));
  sheet.columns = document.columns.map((c) => ({ header: c.header, key: c.id, width: c.width }));
  let count = 0;
  for await (const page of rows) {
    for (const cells of page) sheet.addRow(cells).commit();
    count += page.length;
  }
  sheet.commit();
  await workbook.commit();
  return count;
};
