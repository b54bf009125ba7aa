import PDFDocument from "pdfkit";
import { formatMoney, InvoiceLineKind, parseMoneyToCents, type InvoiceLine } from "@fieldstead/domain";
import type { InvoiceDocument } from "./invoice-document.ts";

const MARGIN = 40;
const FONT = "Helvetica";
const BOLD = "Helvetica-Bold";
const PAD = 3;
const GRID = "#c0c4c8";

/** An amount as the invoice prints it: "1,500.00", or "1,500.00 USD" with its currency. */
export const amountText = (money: string, currency?: string): string => {
  const isNegative = money.trim().startsWith("-");
  const cents = parseMoneyToCents(isNegative ? money.trim().slice(1) : money) ?? 0;
  const text = formatMoney(isNegative ? -cents : cents);
  return currency ? `${text} ${currency}` : text;
};

type Column = { header: string; width: number; align: "left" | "right"; text: (line: InvoiceLine) => string };

/** The table of lines: the description takes what the figures leave of the page's width. */
const COLUMNS: Column[] = [
  { header: "Description", width: 151, align: "left", text: (l) => l.Description },
  { header: "Quantity", width: 44, align: "right", text: (l) => l.Quantity },
  { header: "Unit price", width: 54, align: "right", text: (l) => amountText(l.UnitPrice) },
  { header: "Net", width: 54, align: "right", text: (l) => amountText(l.Net) },
  { header: "Discount", width: 48, align: "right", text: (l) => amountText(l.Discount) },
  { header: "Tax rate", width: 38, align: "right", text: (l) => `${l.TaxRate} %` },
  { header: "Tax", width: 50, align: "right", text: (l) => amountText(l.Tax) },
  { header: "Total", width: 76, align: "right", text: (l) => amountText(l.Total) },
];
const TABLE_WIDTH = COLUMNS.reduce((sum, c) => sum + c.width, 0);

const drawRow = (pdf: PDFKit.PDFDocument, y: number, texts: string[], isHeader: boolean): number => {
  pdf.font(isHeader ? BOLD : FONT).fontSize(8);
  const height =
    Math.max(...texts.map((t, i) => pdf.heightOfString(t || " ", { width: COLUMNS[i]!.width - 2 * PAD }))) +
    2 * PAD;
  if (isHeader) pdf.rect(MARGIN, y, TABLE_WIDTH, height).fill("#e8ecef").fillColor("#000");
  let x = MARGIN;
  texts.forEach((text, i) => {
    const column = COLUMNS[i]!;
    pdf.text(text, x + PAD, y + PAD, { width: column.width - 2 * PAD, align: column.align });
    x += column.width;
  });
  pdf
    .moveTo(MARGIN, y + height)
    .lineTo(MARGIN + TABLE_WIDTH, y + height)
    .lineWidth(0.3)
    .strokeColor(GRID)
    .stroke();
  return height;
};

/** Label and value pairs in two columns, from `y`; answers where they end. */
const drawPairs = (pdf: PDFKit.PDFDocument, x: number, y: number, pairs: [string, string][]): number => {
  let at = y;
  for (const [label, value] of pairs) {
    pdf.font(BOLD).fontSize(9).text(label, x, at, { width: 90 });
    pdf.font(FONT).text(value, x + 92, at, { width: 150 });
    at = Math.max(at + 13, pdf.y);
  }
  return at;
};

const drawTotals = (pdf: PDFKit.PDFDocument, y: number, rows: [string, string, boolean][]): number => {
  const labelX = MARGIN + TABLE_WIDTH - 260;
  let at = y;
  for (const [label, value, isStrong] of rows) {
    pdf.font(isStrong ? BOLD : FONT).fontSize(isStrong ? 10 : 9);
    pdf.text(label, labelX, at, { width: 150 });
    pdf.text(value, labelX + 150, at, { width: 110, align: "right" });
    at += isStrong ? 16 : 13;
  }
  return at;
};

/**
 * One invoice as an A4 PDF: who sends it, the number, the client (tax registration and contact), the dates and
 * period, a table of the billed lines, and the totals with the currency. Arrears of earlier periods are not part
 * of the invoice's total: they are shown after it, with the amount due, only when there are any.
 */
export const writeInvoicePdf = ({ organisationName, invoice }: InvoiceDocument): Promise<Buffer> => {
  const pdf = new PDFDocument({ size: "A4", margin: MARGIN, bufferPages: false });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  const title = `Invoice ${invoice.InvoiceNumber ?? ""}`.trim();
  pdf.info.Title = title;
  pdf.info.Author = organisationName;
  const right = MARGIN + TABLE_WIDTH;

  pdf.font(BOLD).fontSize(16).text(organisationName, MARGIN, MARGIN, { width: 280 });
  pdf
    .font(BOLD)
    .fontSize(18)
    .text(title, right - 220, MARGIN, { width: 220, align: "right" });
  const headEnd = Math.max(pdf.y, MARGIN + 30) + 16;

  pdf.font(BOLD).fontSize(10).text("Bill to", MARGIN, headEnd);
  pdf
    .font(FONT)
    .fontSize(10)
    .text(invoice.ClientName, MARGIN, pdf.y + 2, { width: 250 });
  pdf.fontSize(9);
  if (invoice.ClientTaxRegistration)
    pdf.text(`Tax registration: ${invoice.ClientTaxRegistration}`, { width: 250 });
  const contact = [invoice.ClientContactName, invoice.ClientContactEmail].filter(Boolean).join(", ");
  if (contact) pdf.text(`Contact: ${contact}`, { width: 250 });
  const clientEnd = pdf.y;
  const datesEnd = drawPairs(pdf, right - 242, headEnd, [
    ["Issue date", invoice.IssueDate ?? "—"],
    ["Due date", invoice.DueDate ?? "—"],
    ["Period", invoice.Period],
    ["Currency", invoice.Currency],
  ]);

  let y = Math.max(clientEnd, datesEnd) + 18;
  const bottom = pdf.page.height - MARGIN;
  const headers = COLUMNS.map((c) => c.header);
  y += drawRow(pdf, y, headers, true);
  // The arrears are shown below the totals, not as a billed line.
  for (const line of invoice.Lines.filter((l) => l.KindId !== InvoiceLineKind.Arrears)) {
    const texts = COLUMNS.map((c) => c.text(line));
    if (y + 40 > bottom) {
      pdf.addPage();
      y = MARGIN + drawRow(pdf, MARGIN, headers, true);
    }
    y += drawRow(pdf, y, texts, false);
  }

  const currency = invoice.Currency;
  const hasArrears = (parseMoneyToCents(invoice.Arrears) ?? 0) > 0;
  const totals: [string, string, boolean][] = [
    ["Net", amountText(invoice.Net, currency), false],
    ["Discount", amountText(invoice.Discount, currency), false],
    ["Tax", amountText(invoice.Tax, currency), false],
    ["Total", amountText(invoice.Total, currency), true],
    ...(hasArrears
      ? ([
          ["Arrears from earlier periods", amountText(invoice.Arrears, currency), false],
          ["Amount due", amountText(invoice.AmountDue, currency), true],
        ] as [string, string, boolean][])
      : []),
  ];
  if (y + 12 + totals.length * 16 > bottom) {
    pdf.addPage();
    y = MARGIN;
  }
  drawTotals(pdf, y + 12, totals);
  pdf.end();
  return ended;
};
