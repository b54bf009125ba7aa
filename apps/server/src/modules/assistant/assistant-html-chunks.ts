import { sanitizeHelpHtml } from "./engine/help-markdown.ts";

const VOID = new Set(["br", "hr", "img", "input", "meta", "link", "wbr", "col", "area", "base", "source"]);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?(\/?)>/g;

/**
 * Splits HTML into its complete top-level blocks (each element closed, or a run of text between them) and
 * what is left unfinished at the end, so each block can be sanitised and sent on its own.
 */
export const splitHtmlBlocks = (html: string): { blocks: string[]; rest: string } => {
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  for (const match of html.matchAll(TAG)) {
    const [whole, closing, rawName, selfClosing] = match;
    const name = rawName!.toLowerCase();
    const at = match.index;
    if (depth === 0 && at > start && html.slice(start, at).trim() !== "") {
      blocks.push(html.slice(start, at));
      start = at;
    }
    if (VOID.has(name) || selfClosing) {
      if (depth === 0) {
        blocks.push(html.slice(start, at + whole.length));
        start = at + whole.length;
      }
      continue;
    }
    depth = closing ? Math.max(0, depth - 1) : depth + 1;
    if (depth === 0) {
      blocks.push(html.slice(start, at + whole.length));
      start = at + whole.length;
    }
  }
  return { blocks: blocks.filter((b) => b.trim() !== ""), rest: html.slice(start) };
};

/** A chunk as it may be sent: sanitised (nothing that runs), never holding a script tag. */
export const safeChunk = (html: string): string => sanitizeHelpHtml(html).replace(/<\/?script\b[^>]*>/gi, "");

/** Safe HTML cut into the chunks a streamed answer is sent in: block by block. */
export const answerChunks = (html: string): string[] => {
  const { blocks, rest } = splitHtmlBlocks(html);
  return [...blocks, rest].map(safeChunk).filter((chunk) => chunk.trim() !== "");
};
