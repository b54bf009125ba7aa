import type { HelpArticle } from "./help-articles.ts";
import { parseMarkdownBlocks, type MarkdownBlock } from "./help-markdown-blocks.ts";
import { markdownBlocksToPlainText } from "./help-markdown.ts";

/**
 * A piece of an article an answer can be made of: a numbered list of steps, or a few paragraphs and list items
 * that follow one another under one heading.
 */
export type AnswerPassage = {
  slug: string;
  /** The section it comes from; -1 for the article's opening paragraphs. */
  section: number;
  /** The section's heading; empty for the opening paragraphs. */
  heading: string;
  /** Its place among the article's passages, from 0. */
  position: number;
  isSteps: boolean;
  blocks: MarkdownBlock[];
  /** Plain text, one line per paragraph or list item ("1. …", "- …"). */
  text: string;
  words: number;
};

/** Paragraphs and list items are grouped into passages of about this many words (a longer one stands alone). */
export const PASSAGE_WORDS = 60;

/** Words are the runs between spaces that hold a letter or a digit (a lone "." or "–" is not one). */
export const countWords = (text: string): number =>
  text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

type Unit = { block: MarkdownBlock; words: number };

/** A section's blocks as units: each bullet on its own, numbered steps whole, other blocks as they are. */
const unitsOf = (blocks: MarkdownBlock[]): Unit[] =>
  blocks.flatMap((block): Unit[] => {
    if (block.kind === "list" && !block.isOrdered)
      return block.items.map((item) => {
        const single: MarkdownBlock = { kind: "list", isOrdered: false, items: [item] };
        return { block: single, words: countWords(markdownBlocksToPlainText([single])) };
      });
    return [{ block, words: countWords(markdownBlocksToPlainText([block])) }];
  });

/** Adds a unit to a group's blocks, joining bullets that follow one another into one list. */
const append = (blocks: MarkdownBlock[], block: MarkdownBlock): void => {
  const last = blocks.at(-1);
  if (last?.kind === "list" && !last.isOrdered && block.kind === "list" && !block.isOrdered)
    blocks[blocks.length - 1] = { ...last, items: [...last.items, ...block.items] };
  else blocks.push(block);
};

const isSteps = (block: MarkdownBlock): boolean => block.kind === "list" && block.isOrdered;

/** One section's (or the opening's) passages, in order. */
const splitPart = (slug: string, section: number, heading: string, markdown: string): AnswerPassage[] => {
  const passages: AnswerPassage[] = [];
  let group: MarkdownBlock[] = [];
  let words = 0;
  const flush = () => {
    if (group.length === 0) return;
    const text = markdownBlocksToPlainText(group);
    const steps = group.some(isSteps);
    passages.push({ slug, section, heading, position: 0, isSteps: steps, blocks: group, text, words });
    group = [];
    words = 0;
  };
  for (const unit of unitsOf(parseMarkdownBlocks(markdown))) {
    // A sub-heading starts a new passage; numbered steps are a passage of their own.
    if (unit.block.kind === "heading" || isSteps(unit.block)) flush();
    if (unit.block.kind === "heading") continue;
    if (words > 0 && words + unit.words > PASSAGE_WORDS) flush();
    append(group, unit.block);
    words += unit.words;
    if (isSteps(unit.block)) flush();
  }
  flush();
  return passages;
};

/** An article cut into the passages an answer is made of: its opening, then each section's. */
export const splitIntoPassages = (article: HelpArticle): AnswerPassage[] =>
  [
    ...splitPart(article.slug, -1, "", article.intro),
    ...article.sections.flatMap((s, i) => splitPart(article.slug, i, s.heading, s.markdown)),
  ].map((passage, position) => ({ ...passage, position }));
