import PDFDocument from "pdfkit";
import type { BillingReport, ReportColumn, ReportRow } from "@fieldstead/domain";
import { amountText } from "../invoices/invoice-pdf.writer.ts";

const MARGIN = 30;
const FONT = "Helvetica";
const BOLD = "Helvetica-Bold";
const FONT_SIZE = 8;
const PAD = 3;
const LINE_HEIGHT = 10;
/** A cell wraps onto at most this many lines; longer text ends in '…'. */
const MAX_LINES = 2;
/** The widest a text column grows before its text wraps. */
const TEXT_MAX_WIDTH = 170;
/** Room kept at the foot of each page for its number. */
const FOOTER = 16;

type Style = "header" | "row" | "total";
/** Columns drawn side by side on a page: their indexes in the report and their widths. */
type Band = { columns: number[]; widths: number[] };

const textOf = (column: ReportColumn, value: ReportRow[string] | undefined): string => {
  if (value === null || value === undefined || value === "") return "";
  return column.Type === "money" ? amountText(String(value)) : String(value);
};

/** Each column's width: its widest text (measured in bold), a text column at most TEXT_MAX_WIDTH. */
const naturalWidths = (pdf: PDFKit.PDFDocument, columns: readonly ReportColumn[], lines: string[][]) => {
  pdf.font(BOLD).fontSize(FONT_SIZE);
  return columns.map((c, i) => {
    const widest = lines.reduce((most, line) => Math.max(most, pdf.widthOfString(line[i] ?? "")), 0);
    const natural = Math.max(widest, pdf.widthOfString(c.Header)) + 2 * PAD + 2;
    return c.Type === "text" ? Math.min(TEXT_MAX_WIDTH, natural) : natural;
  });
};

/** The band's columns widened (or narrowed) in proportion to fill the page's width. */
const filled = (columns: number[], widths: readonly number[], usable: number): Band => {
  const total = columns.reduce((sum, i) => sum + widths[i]!, 0) || 1;
  return { columns, widths: columns.map((i) => (widths[i]! / total) * usable) };
};

/**
 * The columns split into bands that fit the page's width: the leading text columns (what names the row: client,
 * currency …) begin every band, and the figures that do not fit (months of a long range) go on to the next.
 */
const bandsOf = (columns: readonly ReportColumn[], widths: readonly number[], usable: number): Band[] => {
  const all = columns.map((_, i) => i);
  const lead = all.slice(
    0,
    Math.max(
      0,
      columns.findIndex((c) => c.Type !== "text"),
    ),
  );
  const leadWidth = lead.reduce((sum, i) => sum + widths[i]!, 0);
  if (widths.reduce((sum, w) => sum + w, 0) <= usable || lead.length === 0)
    return [filled(all, widths, usable)];
  const bands: number[][] = [];
  let current: number[] = [];
  let width = leadWidth;
  for (const i of all.slice(lead.length)) {
    if (current.length > 0 && width + widths[i]! > usable) {
      bands.push(current);
      current = [];
      width = leadWidth;
    }
    current.push(i);
    width += widths[i]!;
  }
  bands.push(current);
  return bands.map((figures) => filled([...lead, ...figures], widths, usable));
};

const rowHeight = (pdf: PDFKit.PDFDocument, band: Band, texts: readonly string[]): number => {
  const lines = band.columns.reduce((most, column, i) => {
    const text = texts[column] ?? "";
    const height = text === "" ? LINE_HEIGHT : pdf.heightOfString(text, { width: band.widths[i]! - 2 * PAD });
    return Math.max(most, Math.min(MAX_LINES, Math.ceil(height / LINE_HEIGHT)));
  }, 1);
  return lines * LINE_HEIGHT + 2 * PAD;
};

const drawRow = (
  pdf: PDFKit.PDFDocument,
  report: BillingReport,
  band: Band,
  y: number,
  texts: readonly string[],
  style: Style,
): number => {
  pdf.font(style === "row" ? FONT : BOLD).fontSize(FONT_SIZE);
  const height = rowHeight(pdf, band, texts);
  const width = band.widths.reduce((sum, w) => sum + w, 0);
  if (style !== "row")
    pdf
      .rect(MARGIN, y, width, height)
      .fill(style === "header" ? "#e8ecef" : "#f3f5f6")
      .fillColor("#000");
  let x = MARGIN;
  band.columns.forEach((column, i) => {
    const w = band.widths[i]!;
    pdf.text(texts[column] ?? "", x + PAD, y + PAD, {
      width: w - 2 * PAD,
      // A little slack under the last line, so pdfkit does not drop it as overflowing.
      height: height - 2 * PAD + 2,
      ellipsis: true,
      align: report.Columns[column]!.Type === "text" ? "left" : "right",
    });
    x += w;
  });
  pdf
    .moveTo(MARGIN, y + height)
    .lineTo(MARGIN + width, y + height)
    .lineWidth(style === "total" ? 0.6 : 0.3)
    .strokeColor("#c0c4c8")
    .stroke();
  return height;
};

/** "Page 2 of 5" at the foot of every page, with the report's title. */
const numberPages = (pdf: PDFKit.PDFDocument, title: string): void => {
  const { start, count } = pdf.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    pdf.switchToPage(i);
    // Written inside the bottom margin: without this pdfkit would start a page for it.
    pdf.page.margins.bottom = 0;
    const y = pdf.page.height - MARGIN - 8;
    const width = pdf.page.width - 2 * MARGIN;
    pdf.font(FONT).fontSize(7).fillColor("#666");
    pdf.text(title, MARGIN, y, { width, lineBreak: false });
    pdf.text(`Page ${i - start + 1} of ${count}`, MARGIN, y, { width, align: "right", lineBreak: false });
  }
};

/**
 * A report as a landscape A4 PDF: the title and the subtitle, the table with its header on every page, the totals
 * at its end, and the pages numbered. Columns too many for the page's width (a long range of months) go on in
 * further parts, each beginning with the columns that name the row.
 */
export const writeReportPdf = (report: BillingReport): Promise<Buffer> => {
  const pdf = new PDFDocument({ size: "A4", layout: "landscape", margin: MARGIN, bufferPages: true });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  pdf.info.Title = report.Title;
  const linesOf = (rows: readonly ReportRow[]) =>
    rows.map((r) => report.Columns.map((c) => textOf(c, r[c.Key])));
  const rows = linesOf(report.Rows);
  const totals = linesOf(report.Totals);
  const headers = report.Columns.map((c) => c.Header);
  const usable = pdf.page.width - 2 * MARGIN;
  const bottom = pdf.page.height - MARGIN - FOOTER;
  const bands = bandsOf(report.Columns, naturalWidths(pdf, report.Columns, [...rows, ...totals]), usable);

  pdf.font(BOLD).fontSize(16).text(report.Title, MARGIN, MARGIN);
  pdf.font(FONT).fontSize(9).fillColor("#444").text(report.Subtitle).fillColor("#000");
  let y = pdf.y + 8;
  bands.forEach((band, b) => {
    if (b > 0) {
      pdf.addPage();
      y = MARGIN;
    }
    if (bands.length > 1) {
      const figures = band.columns.filter((i) => report.Columns[i]!.Type !== "text");
      const span = `${headers[figures[0]!]} – ${headers[figures[figures.length - 1]!]}`;
      pdf
        .font(BOLD)
        .fontSize(9)
        .text(`Part ${b + 1} of ${bands.length}: ${span}`, MARGIN, y);
      y = pdf.y + 4;
    }
    y += drawRow(pdf, report, band, y, headers, "header");
    for (const [lines, style] of [
      [rows, "row"],
      [totals, "total"],
    ] as const)
      for (const texts of lines) {
        pdf.font(style === "row" ? FONT : BOLD).fontSize(FONT_SIZE);
        if (y + rowHeight(pdf, band, texts) > bottom) {
          pdf.addPage();
          y = MARGIN + drawRow(pdf, report, band, MARGIN, headers, "header");
        }
        y += drawRow(pdf, report, band, y, texts, style);
      }
    if (rows.length === 0)
      pdf
        .font(FONT)
        .fontSize(9)
        .fillColor("#444")
        .text("Nothing to report for these parameters.", MARGIN, y + 8)
        .fillColor("#000");
  });
  numberPages(pdf, report.Title);
  pdf.end();
  return ended;
};
