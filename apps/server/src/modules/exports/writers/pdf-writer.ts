import { createWriteStream } from "node:fs";
import { finished } from "node:stream/promises";
import PDFDocument from "pdfkit";
import { cellText, type TableDocument, type TableWriter } from "./table-writer.ts";

const MARGIN = 30;
const FONT_SIZE = 8;
const PAD = 3;
/** A cell wraps onto at most this many lines; longer text ends in '…'. */
const MAX_LINES = 3;
const LINE_HEIGHT = 10;

type Layout = { x: number[]; widths: number[]; total: number };

/** Column widths in proportion to each column's width, across the page. */
const layoutOf = (document: TableDocument, pageWidth: number): Layout => {
  const usable = pageWidth - 2 * MARGIN;
  const total = document.columns.reduce((sum, c) => sum + c.width, 0) || 1;
  const widths = document.columns.map((c) => (c.width / total) * usable);
  const x: number[] = [];
  widths.reduce((left, w) => (x.push(left), left + w), MARGIN);
  return { x, widths, total: usable };
};

/** A row's height: its tallest cell, wrapped to the column's width (at most MAX_LINES lines). */
const rowHeight = (pdf: PDFKit.PDFDocument, layout: Layout, texts: string[]): number => {
  const lines = texts.reduce((most, text, i) => {
    const height =
      text === "" ? LINE_HEIGHT : pdf.heightOfString(text, { width: layout.widths[i]! - 2 * PAD });
    return Math.max(most, Math.min(MAX_LINES, Math.ceil(height / LINE_HEIGHT)));
  }, 1);
  return lines * LINE_HEIGHT + 2 * PAD;
};

const drawRow = (
  pdf: PDFKit.PDFDocument,
  layout: Layout,
  y: number,
  texts: string[],
  isHeader: boolean,
): number => {
  pdf.font(isHeader ? "Helvetica-Bold" : "Helvetica").fontSize(FONT_SIZE);
  const height = rowHeight(pdf, layout, texts);
  if (isHeader) pdf.rect(MARGIN, y, layout.total, height).fill("#e8ecef").fillColor("#000");
  texts.forEach((text, i) =>
    pdf.text(text, layout.x[i]! + PAD, y + PAD, {
      width: layout.widths[i]! - 2 * PAD,
      // A little slack under the last line, so pdfkit does not drop it as overflowing.
      height: height - 2 * PAD + 2,
      ellipsis: true,
    }),
  );
  pdf
    .moveTo(MARGIN, y + height)
    .lineTo(MARGIN + layout.total, y + height)
    .lineWidth(0.3)
    .strokeColor("#c0c4c8")
    .stroke();
  return height;
};

/** A landscape A4 table: the title, when it was made, the filters, and the header again on every page. */
export const writePdf: TableWriter = async (path, document, rows) => {
  const pdf = new PDFDocument({ size: "A4", layout: "landscape", margin: MARGIN, bufferPages: false });
  const out = createWriteStream(path);
  pdf.pipe(out);
  pdf.info.Title = document.title;
  const layout = layoutOf(document, pdf.page.width);
  const bottom = pdf.page.height - MARGIN;
  const headers = document.columns.map((c) => c.header);
  pdf.font("Helvetica-Bold").fontSize(16).text(document.title, MARGIN, MARGIN);
  pdf.font("Helvetica").fontSize(9).fillColor("#444");
  pdf.text(document.generatedLine).text(document.filtersLine).fillColor("#000");
  pdf.fontSize(FONT_SIZE);
  let y = pdf.y + 8;
  y += drawRow(pdf, layout, y, headers, true);
  let count = 0;
  try {
    for await (const page of rows) {
      for (const cells of page) {
        const texts = cells.map((c, i) => cellText(c, document.columns[i]!));
        pdf.font("Helvetica").fontSize(FONT_SIZE);
        if (y + rowHeight(pdf, layout, texts) > bottom) {
          pdf.addPage();
          y = MARGIN + drawRow(pdf, layout, MARGIN, headers, true);
        }
        y += drawRow(pdf, layout, y, texts, false);
        count++;
      }
    }
  } catch (err) {
    // The thread that writes lives on after this file: leave no file handle open behind a failure.
    out.destroy();
    throw err;
  }
  pdf.end();
  await finished(out);
  return count;
};
