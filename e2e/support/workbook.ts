import ExcelJS from "exceljs";
import type { Download } from "playwright-core";

/** A downloaded workbook's first worksheet, each row as text, the header first. */
export const readWorkbook = async (download: Download): Promise<string[][]> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) =>
    rows.push(
      (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? "" : String(v))),
    ),
  );
  return rows;
};
