import { Document, HeadingLevel, Packer, Paragraph, TextRun } from "docx";
import ExcelJS from "exceljs";
import PDFDocument from "pdfkit";
import sharp from "sharp";
import type { DemoSample } from "./demo-samples.catalogue.ts";

/** Fixed dates keep the generated files the same size from one start to the next. */
const MADE_AT = new Date("2026-01-15T09:00:00Z");

const PICTURES = [
  { background: "#2f6f8f", accent: "#f2b134", title: "Pump room – inspection" },
  { background: "#3d7a4f", accent: "#e86f51", title: "Rooftop unit – nameplate" },
  { background: "#6b4f8f", accent: "#5fc4c0", title: "Site entrance – survey" },
];

const picture = async (n: number): Promise<Buffer> => {
  const look = PICTURES[(n - 1) % PICTURES.length]!;
  const overlay = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <rect x="80" y="420" width="420" height="260" rx="24" fill="${look.accent}" opacity="0.85"/>
    <circle cx="900" cy="300" r="170" fill="#ffffff" opacity="0.25"/>
    <polygon points="620,680 820,380 1020,680" fill="#ffffff" opacity="0.35"/>
    <text x="80" y="140" font-family="DejaVu Sans, sans-serif" font-size="64" fill="#ffffff">${look.title}</text>
    <text x="80" y="220" font-family="DejaVu Sans, sans-serif" font-size="36" fill="#ffffff">Fieldstead demo picture ${n}</text>
  </svg>`);
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: look.background } })
    .composite([{ input: overlay }])
    .jpeg({ quality: 78 })
    .toBuffer();
};

const pdf = (): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margin: 56,
      info: { Title: "Fieldstead sample document", CreationDate: MADE_AT, ModDate: MADE_AT },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.fontSize(22).text("Fieldstead sample document");
    doc
      .moveDown()
      .fontSize(12)
      .text("This file stands in for every PDF of the demo data: agreements, manuals, reports.");
    doc.rect(56, 200, 480, 120).fillAndStroke("#e8f0f6", "#2f6f8f");
    doc.end();
  });

const docx = (): Promise<Buffer> =>
  Packer.toBuffer(
    new Document({
      creator: "Fieldstead",
      title: "Fieldstead sample document",
      sections: [
        {
          children: [
            new Paragraph({ text: "Fieldstead sample document", heading: HeadingLevel.HEADING_1 }),
            new Paragraph({
              children: [new TextRun("This file stands in for every Word document of the demo data.")],
            }),
          ],
        },
      ],
    }),
  );

const xlsx = async (): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  book.creator = "Fieldstead";
  book.created = MADE_AT;
  book.modified = MADE_AT;
  const sheet = book.addWorksheet("Readings");
  sheet.addRow(["Reading", "Value", "Unit"]);
  [
    ["Supply temperature", 6.5, "°C"],
    ["Return temperature", 12.1, "°C"],
    ["Flow", 41.2, "l/s"],
  ].forEach((r) => sheet.addRow(r));
  return Buffer.from(await book.xlsx.writeBuffer());
};

/** One second of silence: MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz) whose data is all zero. */
const mp3 = (): Buffer => {
  const frame = Buffer.alloc(417);
  frame.writeUInt32BE(0xfffb9064, 0);
  return Buffer.concat(Array.from({ length: 39 }, () => frame));
};

/** A floor plan's outline as an ASCII DXF drawing: four walls and a door. */
const dxf = (): Buffer => {
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    ["0", "LINE", "8", "WALLS", "10", x1, "20", y1, "30", 0, "11", x2, "21", y2, "31", 0].join("\n");
  const body = [
    "0\nSECTION\n2\nENTITIES",
    line(0, 0, 12, 0),
    line(12, 0, 12, 8),
    line(12, 8, 0, 8),
    line(0, 8, 0, 0),
    line(5, 0, 6, 1),
    "0\nENDSEC\n0\nEOF\n",
  ];
  return Buffer.from(body.join("\n"));
};

/** The bytes of a demo sample. */
export const generateSample = async (sample: DemoSample): Promise<Buffer> => {
  const numbered = /-(\d+)\.jpg$/.exec(sample.key);
  if (numbered) return picture(Number(numbered[1]));
  switch (sample.extension) {
    case "pdf":
      return pdf();
    case "docx":
      return docx();
    case "xlsx":
      return xlsx();
    case "mp3":
      return mp3();
    case "dxf":
      return dxf();
    default:
      throw new Error(`no generator for ${sample.key}`);
  }
};
