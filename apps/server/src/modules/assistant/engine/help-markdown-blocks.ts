/** The block structure of a help article's Markdown: headings, paragraphs, lists (nested), code and tables. */
export type MarkdownBlock =
  | { kind: "heading"; level: number; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; isOrdered: boolean; items: MarkdownListItem[] }
  | { kind: "code"; text: string }
  | { kind: "table"; rows: string[][] };

export type MarkdownListItem = { text: string; children: MarkdownBlock[] };

type OpenList = { indent: number; block: Extract<MarkdownBlock, { kind: "list" }> };

const LIST_ITEM = /^(\s*)(\d+[.)]|[-*+])\s+(.*)$/;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const TABLE_RULE = /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

const tableCells = (line: string): string[] =>
  line
    .trim()
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split("|")
    .map((cell) => cell.trim());

/** Splits Markdown into blocks; inline formatting stays in each block's text. */
export const parseMarkdownBlocks = (markdown: string): MarkdownBlock[] => {
  const blocks: MarkdownBlock[] = [];
  let paragraph: { kind: "paragraph"; text: string } | undefined;
  let lists: OpenList[] = [];
  let code: { kind: "code"; text: string } | undefined;
  let table: { kind: "table"; rows: string[][] } | undefined;
  let isAfterBlank = false;

  const closeAll = (): void => {
    paragraph = undefined;
    lists = [];
    table = undefined;
  };
  const lastItem = (): MarkdownListItem | undefined => lists.at(-1)?.block.items.at(-1);

  for (const line of markdown.replace(/\r\n?/g, "\n").split("\n")) {
    if (code) {
      if (/^\s*```/.test(line)) code = undefined;
      else code.text += code.text ? `\n${line}` : line;
      continue;
    }
    if (/^\s*```/.test(line)) {
      closeAll();
      code = { kind: "code", text: "" };
      blocks.push(code);
      continue;
    }
    if (line.trim() === "") {
      paragraph = undefined;
      table = undefined;
      isAfterBlank = true;
      continue;
    }
    const heading = HEADING.exec(line);
    const item = LIST_ITEM.exec(line);
    if (heading) {
      closeAll();
      blocks.push({ kind: "heading", level: heading[1]!.length, text: heading[2]! });
    } else if (item) {
      paragraph = undefined;
      table = undefined;
      const indent = item[1]!.length;
      const isOrdered = /\d/.test(item[2]!);
      while (lists.length > 0 && lists.at(-1)!.indent > indent + 1) lists.pop();
      const top = lists.at(-1);
      const entry: MarkdownListItem = { text: item[3]!, children: [] };
      if (top && Math.abs(top.indent - indent) <= 1 && top.block.isOrdered === isOrdered) {
        top.block.items.push(entry);
      } else if (top && indent > top.indent) {
        const block = { kind: "list" as const, isOrdered, items: [entry] };
        lastItem()!.children.push(block);
        lists.push({ indent, block });
      } else {
        const block = { kind: "list" as const, isOrdered, items: [entry] };
        blocks.push(block);
        lists = [{ indent, block }];
      }
    } else if (lists.length > 0 && (/^\s/.test(line) || !isAfterBlank)) {
      const target = lastItem()!;
      target.text += ` ${line.trim()}`;
    } else if (line.trim().startsWith("|")) {
      lists = [];
      paragraph = undefined;
      if (!TABLE_RULE.test(line.trim())) {
        if (!table) blocks.push((table = { kind: "table", rows: [] }));
        table.rows.push(tableCells(line));
      }
    } else if (paragraph) {
      paragraph.text += ` ${line.trim()}`;
    } else {
      lists = [];
      table = undefined;
      paragraph = { kind: "paragraph", text: line.trim().replace(/^>\s?/, "") };
      blocks.push(paragraph);
    }
    isAfterBlank = false;
  }
  return blocks;
};
