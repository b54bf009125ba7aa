import { writeFile } from "node:fs/promises";
import {
  Document,
  HeadingLevel,
  Packer,
  PageOrientation,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import { cellText, type TableWriter } from "./table-writer.ts";

const cell = (text: string, isBold = false) =>
  new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold: isBold, size: 16 })] })] });

/**
 * A Word document with the title, when it was made, the filters and one table (its header repeated on each
 * page). docx builds the document in memory, which is why Word exports are capped (EXPORT_MAX_DOCUMENT_ROWS).
 */
export const writeDocx: TableWriter = async (path, document, rows) => {
  const tableRows = [
    new TableRow({ tableHeader: true, children: document.columns.map((c) => cell(c.header, true)) }),
  ];
  for await (const page of rows)
    for (const cells of page)
      tableRows.push(
        new TableRow({ children: cells.map((c, i) => cell(cellText(c, document.columns[i]!))) }),
      );
  const doc = new Document({
    title: document.title,
    sections: [
      {
        properties: { page: { size: { orientation: PageOrientation.LANDSCAPE } } },
        children: [
          new Paragraph({ text: document.title, heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: document.generatedLine }),
          new Paragraph({ text: document.filtersLine }),
          new Table({ rows: tableRows, width: { size: 100, type: WidthType.PERCENTAGE } }),
        ],
      },
    ],
  });
  await writeFile(path, await Packer.toBuffer(doc));
  return tableRows.length - 1;
};
