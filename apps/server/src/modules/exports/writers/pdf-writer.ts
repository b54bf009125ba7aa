import { createWriteStream } from "node:fs";
import { finished } from "node:stream/promises";
import PDFDocument from "pdfkit";
import { cellText, type TableDocument, type TableWriter } from "./table-writer.ts";

const MARGIN = 30;
const ROW_HEIGHT = 16;
const FONT_SIZE = 8;
const PAD = 3;

type Layout = { x: number[]; widths: number[] };

/** Column widths in proportion to each column's width, across the page. */
const layoutOf = (document: TableDocument, pageWidth: number): Layout => {
  const usable = pageWidth - 2 * MARGIN;
  const total = document.columns.reduce((sum, c) => sum + c.width, 0) || 1;
  const widths = document.columns.map((c) => (c.width / total) * usable);
  const x: number[] = [];
  widths.reduce((left, w) => (x.push(left), left + w), MARGIN);
  return { x, widths };
};

const drawRow = (pdf: PDFKit.PDFDocument, layout: Layout, y: number, texts: string[], isHeader: boolean) => {
  if (isHeader) {
    pdf
      .rect(
        MARGIN,
        y,
        layout.widths.reduce((a, b) => a + b, 0),
        ROW_HEIGHT,
      )
      .fill("#e8ecef");
    pdf.fillColor("#000").font("Helvetica-Bold");
  } else pdf.font("Helvetica");
  texts.forEach((text, i) =>
    pdf.text(text, layout.x[i]! + PAD, y + 4, {
      width: layout.widths[i]! - 2 * PAD,
      height: ROW_HEIGHT,
      lineBreak: false,
      ellipsis: true,
    }),
  );
  pdf
    .moveTo(MARGIN, y + ROW_HEIGHT)
    .lineTo(MARGIN + layout.widths.reduce((a, b) => a + b, 0), y + ROW_HEIGHT)
    .lineWidth(0.3)
    .strokeColor("#c0c4c8")
    .stroke();
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
  drawRow(pdf, layout, y, headers, true);
  y += ROW_HEIGHT;
  let count = 0;
  for await (const page of rows) {
    for (const cells of page) {
      if (y + ROW_HEIGHT > bottom) {
        pdf.addPage();
        y = MARGIN;
        drawRow(pdf, layout, y, headers, true);
        y += ROW_HEIGHT;
      }
      drawRow(pdf, layout, y, cells.map(cellText), false);
      y += ROW_HEIGHT;
      count++;
    }
  }
  pdf.end();
  await finished(out);
  return count;
};
