/** Elements that never have a closing tag. */
const VOID = new Set(["br", "hr", "img", "input", "meta", "link", "wbr", "col", "area", "base", "source"]);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?(\/?)>/g;

export type HtmlBlocks = { blocks: string[]; rest: string };

/**
 * Splits HTML into its complete top-level blocks (each element closed, or a run of text between them) and what is
 * left unfinished at the end. The server sends a streamed answer block by block, each sanitised on its own; the
 * browser puts blocks back together when the network cuts one across two reads (a half block sanitised on its own
 * would be closed early and its second half shown as stray text).
 */
export const splitHtmlBlocks = (html: string): HtmlBlocks => {
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  for (const match of html.matchAll(TAG)) {
    const [whole, closing, rawName, selfClosing] = match;
    const name = (rawName ?? "").toLowerCase();
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
