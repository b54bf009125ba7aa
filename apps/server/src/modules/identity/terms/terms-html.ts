import { parseMarkdownBlocks, type MarkdownBlock } from "../../assistant/engine/help-markdown-blocks.ts";
import { renderHelpBlocks } from "../../assistant/engine/help-markdown.ts";

/** The tag the text's top headings become: the terms page has its title (h1) and the version line (h2). */
const TOP_HEADING_LEVEL = 3;

/** Headings renumbered so the text's top level is 1, whether its author started at '#' or at '##'. */
const fromTopLevel = (blocks: MarkdownBlock[]): MarkdownBlock[] => {
  const levels = blocks.flatMap((b) => (b.kind === "heading" ? [b.level] : []));
  const top = levels.length > 0 ? Math.min(...levels) : 1;
  return blocks.map((b) => (b.kind === "heading" ? { ...b, level: b.level - top + 1 } : b));
};

/**
 * Terms Markdown as safe HTML, with the help centre's renderer: headings, paragraphs, lists, tables, code,
 * emphasis, and links to the web or the help; nothing that runs, no styles, no other addresses.
 */
export const renderTermsHtml = (markdown: string): string =>
  renderHelpBlocks(fromTopLevel(parseMarkdownBlocks(markdown)), { headingLevel: TOP_HEADING_LEVEL });
