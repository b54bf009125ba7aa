import { inflateSync } from "node:zlib";

/** The bytes of every stream of a PDF, inflated when compressed. */
const streamsOf = (pdf: Buffer): Buffer[] => {
  const streams: Buffer[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf("stream", at, "latin1");
    if (start < 0) return streams;
    const bodyStart = start + (pdf[start + 6] === 0x0d ? 8 : 7);
    const end = pdf.indexOf("endstream", bodyStart, "latin1");
    if (end < 0) return streams;
    const body = pdf.subarray(bodyStart, end);
    try {
      streams.push(inflateSync(body));
    } catch {
      streams.push(body);
    }
    at = end + 9;
  }
};

const hexText = (hex: string): string => Buffer.from(hex.replace(/\s/g, ""), "hex").toString("latin1");
const literalText = (text: string): string => text.replace(/\\([()\\])/g, "$1");

/**
 * The text a PDF drawn with pdfkit's standard fonts shows, one piece per text-showing operator, in drawing
 * order: enough to check what an invoice says without a PDF reader.
 */
export const pdfText = (pdf: Buffer): string[] => {
  const pieces: string[] = [];
  for (const stream of streamsOf(pdf)) {
    const content = stream.toString("latin1");
    for (const match of content.matchAll(/\[((?:<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)|[-\d.\s])*)\]\s*TJ/g)) {
      const parts = [...match[1]!.matchAll(/<([0-9a-fA-F\s]*)>|\(((?:\\.|[^\\)])*)\)/g)];
      pieces.push(parts.map((p) => (p[1] !== undefined ? hexText(p[1]) : literalText(p[2] ?? ""))).join(""));
    }
  }
  return pieces;
};
