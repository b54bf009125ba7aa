import sanitizeHtml from "sanitize-html";
import { parseMarkdownBlocks, type MarkdownBlock } from "./help-markdown-blocks.ts";

/** Where the help centre shows an article. */
export const helpArticleHref = (slug: string): string => `/#/help/${slug}`;
export const HELP_CENTRE_HREF = "/#/help";

/** A link to another article, as written in an article: "other-slug.md", maybe with "#part". */
const ARTICLE_LINK = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.md(?:#[\w-]*)?$/;

/** The slug an article link points to, or undefined for any other address. */
export const linkedSlug = (href: string): string | undefined => ARTICLE_LINK.exec(href.trim())?.[1];

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

// Bounded and without nested brackets, so a text of unclosed "[" or "[a](" stays linear, not quadratic.
const LINK = /\[([^[\]]{1,500})\]\(([^[\])\s]{1,2048})\)/g;

const linkHref = (href: string): string | undefined => {
  const slug = linkedSlug(href);
  if (slug) return helpArticleHref(slug);
  return /^https?:\/\/[^\s"]+$/i.test(href) ? href : undefined;
};

/** Stand-ins for the markup of links while the rest of the text is escaped (private-use characters). */
const OPEN = "\uE000";
const CLOSE = "\uE001";
const QUOTE = "\uE002";

/** Bold, emphasis and links in text that is not code; everything else is shown as written. */
const renderEmphasis = (text: string): string => {
  const withLinks = text.replace(LINK, (_all, label: string, href: string) => {
    const target = linkHref(href);
    return target ? `${OPEN}a href=${QUOTE}${target}${QUOTE}${CLOSE}${label}${OPEN}/a${CLOSE}` : label;
  });
  return (
    escapeHtml(withLinks)
      .replaceAll(OPEN, "<")
      .replaceAll(CLOSE, ">")
      .replaceAll(QUOTE, '"')
      // Marks close within 500 characters: an unclosed mark costs a bounded look-ahead, never the rest of the line.
      .replace(/\*\*(.{1,500}?)\*\*/g, "<strong>$1</strong>")
      .replace(/(^|[^\w*])\*(?!\s)(.{1,500}?)\*(?!\w)/g, "$1<em>$2</em>")
      .replace(/(^|[^\w/])_(?!\s)(.{1,500}?)_(?!\w)/g, "$1<em>$2</em>")
  );
};

/** One line of Markdown as HTML: code spans first, so nothing inside them is formatted. */
export const renderInline = (text: string): string =>
  text
    .replace(/[\uE000-\uE002]/g, "")
    .split(/(`[^`]*`)/)
    .map((part) =>
      part.startsWith("`") && part.endsWith("`") && part.length >= 2
        ? `<code>${escapeHtml(part.slice(1, -1))}</code>`
        : renderEmphasis(part),
    )
    .join("");

/** Markdown inline text as plain words: no marks, links as their label. */
export const inlineToPlain = (text: string): string =>
  text
    .replace(LINK, "$1")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/\*\*(.+?)\*\*/g, "$1")
    .replace(/(^|[^\w*])\*(?!\s)(.+?)\*(?!\w)/g, "$1$2")
    .replace(/(^|[^\w])_(?!\s)(.+?)_(?!\w)/g, "$1$2");

export type RenderOptions = { headingLevel?: number };

const renderBlock = (block: MarkdownBlock, headingLevel: number): string => {
  switch (block.kind) {
    case "heading": {
      const level = Math.min(6, headingLevel + block.level - 1);
      return `<h${level}>${renderInline(block.text)}</h${level}>`;
    }
    case "paragraph":
      return `<p>${renderInline(block.text)}</p>`;
    case "code":
      return `<pre><code>${escapeHtml(block.text)}</code></pre>`;
    case "table":
      return `<table>${block.rows
        .map(
          (row, r) =>
            `<tr>${row.map((cell) => (r === 0 ? `<th>${renderInline(cell)}</th>` : `<td>${renderInline(cell)}</td>`)).join("")}</tr>`,
        )
        .join("")}</table>`;
    case "list": {
      const tag = block.isOrdered ? "ol" : "ul";
      const items = block.items.map(
        (item) =>
          `<li>${renderInline(item.text)}${item.children.map((child) => renderBlock(child, headingLevel)).join("")}</li>`,
      );
      return `<${tag}>${items.join("")}</${tag}>`;
    }
  }
};

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "h3",
    "h4",
    "h5",
    "h6",
    "ol",
    "ul",
    "li",
    "strong",
    "em",
    "code",
    "pre",
    "a",
    "table",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { a: ["href", "rel"] },
  allowedSchemes: ["http", "https"],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim() ?? "";
      if (href.startsWith(HELP_CENTRE_HREF)) return { tagName, attribs: { href } };
      if (/^https?:\/\//i.test(href)) return { tagName, attribs: { href, rel: "noopener noreferrer" } };
      return { tagName, attribs: {} };
    },
  },
};

/** Answer HTML as it may be shown: the formatting above and links to the help or the web, nothing that runs. */
export const sanitizeHelpHtml = (html: string): string => sanitizeHtml(html, SANITIZE);

/** Blocks of an article as safe HTML; `headingLevel` is the tag a "#" heading becomes (3 by default). */
export const renderHelpBlocks = (
  blocks: readonly MarkdownBlock[],
  { headingLevel = 3 }: RenderOptions = {},
) => sanitizeHelpHtml(blocks.map((block) => renderBlock(block, headingLevel)).join(""));

/** Article Markdown as safe HTML; `headingLevel` is the tag a "#" heading becomes (3 by default). */
export const renderHelpMarkdown = (markdown: string, options: RenderOptions = {}): string =>
  renderHelpBlocks(parseMarkdownBlocks(markdown), options);

const blockToPlain = (block: MarkdownBlock): string[] => {
  switch (block.kind) {
    case "heading":
    case "paragraph":
      return [inlineToPlain(block.text)];
    case "code":
      return [block.text];
    case "table":
      return block.rows.map((row) => row.map(inlineToPlain).join(" | "));
    case "list":
      return block.items.flatMap((item, i) => [
        `${block.isOrdered ? `${i + 1}.` : "-"} ${inlineToPlain(item.text)}`,
        ...item.children.flatMap(blockToPlain).map((line) => `  ${line}`),
      ]);
  }
};

/** Blocks as plain text, one line per paragraph or list item ("1. …", "- …"), no marks. */
export const markdownBlocksToPlainText = (blocks: readonly MarkdownBlock[]): string =>
  blocks.flatMap(blockToPlain).join("\n");

/** Markdown as plain text, one line per paragraph or list item ("1. …", "- …"), no marks. */
export const markdownToPlainText = (markdown: string): string =>
  markdownBlocksToPlainText(parseMarkdownBlocks(markdown));
