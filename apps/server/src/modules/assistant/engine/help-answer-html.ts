import type { HelpArticle } from "./help-articles.ts";
import type { MarkdownBlock } from "./help-markdown-blocks.ts";
import {
  escapeHtml,
  HELP_CENTRE_HREF,
  helpArticleHref,
  renderHelpBlocks,
  sanitizeHelpHtml,
} from "./help-markdown.ts";
import { countWords, type AnswerPassage } from "./help-passages.ts";

/** The plain statement when no article answers the question. */
export const NOT_FOUND_TEXT = "I couldn't find that in the Fieldstead help.";

type ArticleRef = Pick<HelpArticle, "slug" | "title">;

/** An answer is about this long at most, in words: the steps, or a few sentences. */
export const ANSWER_WORDS = 120;

/** Headings that say nothing of their own; the answer is headed with the article's title instead. */
const PLAIN_HEADING = /^(steps|good to know|rules)\b/i;

const articleLink = ({ slug, title }: ArticleRef): string =>
  `<a href="${escapeHtml(helpArticleHref(slug))}">${escapeHtml(title)}</a>`;

/** A sentence ends at a full stop (or ! or ?) followed by a space and a capital, a mark or a quote. */
const SENTENCE_END = /(?<!\b(?:e\.g|i\.e|etc))[.!?](?=\s+[A-Z*'"(`])/;

const firstSentence = (text: string): string => {
  const end = SENTENCE_END.exec(text);
  return end ? text.slice(0, end.index + 1) : text;
};

/** Steps cut to each one's first sentence, without the notes under them: the same steps, told shorter. */
const shortSteps = (blocks: readonly MarkdownBlock[]): MarkdownBlock[] =>
  blocks.map((block) =>
    block.kind === "list" && block.isOrdered
      ? { ...block, items: block.items.map((item) => ({ text: firstSentence(item.text), children: [] })) }
      : block,
  );

/** The blocks of a passage as the answer shows them: steps longer than an answer cut to their first sentences. */
export const answerBlocks = (passage: AnswerPassage): MarkdownBlock[] =>
  passage.isSteps && passage.words > ANSWER_WORDS ? shortSteps(passage.blocks) : passage.blocks;

/** The words an answer's reader reads: its text without the markup. */
export const answerWordCount = (html: string): number =>
  countWords(
    html
      .replace(/<[^>]+>/g, " ")
      .replace(/&nbsp;/gi, " ")
      .replace(/&(?:[a-z]+|#x?[0-9a-f]+);/gi, ""),
  );

/**
 * An answer made of an article's own words: its passages that answer the question (steps stay an ordered list),
 * under the heading they stand under, and a link to the whole article.
 */
export const composeAnswerHtml = (article: ArticleRef, passages: readonly AnswerPassage[]): string => {
  const first = passages[0];
  const heading =
    first && first.section >= 0 && !PLAIN_HEADING.test(first.heading) ? first.heading : article.title;
  const parts = [`<h4>${escapeHtml(heading)}</h4>`];
  for (const passage of passages) parts.push(renderHelpBlocks(answerBlocks(passage), { headingLevel: 5 }));
  parts.push(`<p>Read more: ${articleLink(article)}</p>`);
  return sanitizeHelpHtml(parts.join(""));
};

/** "an Administrator, a Facility Manager or a Field Technician" */
const roleList = (names: readonly string[]): string => {
  const named = names.map((name) => `${/^[aeiou]/i.test(name) ? "an" : "a"} ${name}`);
  return named.length <= 1 ? (named[0] ?? "") : `${named.slice(0, -1).join(", ")} or ${named.at(-1)}`;
};

export type DeniedAnswer = {
  article: ArticleRef;
  /** What the article's right lets one do ("create work orders"). */
  action: string;
  /** The asker's role, by name; unknown to the engine, named by the service that knows the asker. */
  roleName?: string;
  /** The roles of the asker's organisation that may do it; unknown to the engine. */
  holders?: readonly string[];
};

/** The plain answer when the asker's role may not do what the question is about: who may, and the article. */
export const composeDeniedHtml = ({ article, action, roleName, holders }: DeniedAnswer): string => {
  const role = roleName ? `Your role (${escapeHtml(roleName)})` : "Your role";
  const parts = [`<p>${role} cannot ${escapeHtml(action)}.</p>`];
  if (holders && holders.length > 0) parts.push(`<p>Ask ${escapeHtml(roleList(holders))}, who can.</p>`);
  else if (holders)
    parts.push("<p>No role in your organisation may do it at present; Role Management can allow it.</p>");
  parts.push(`<p>Read more: ${articleLink(article)}</p>`);
  return sanitizeHelpHtml(parts.join(""));
};

/** The plain "couldn't find" answer, with the closest articles to look at, or the help centre if none. */
export const composeNotFoundHtml = (closest: ArticleRef[]): string => {
  const parts = [`<p>${escapeHtml(NOT_FOUND_TEXT)}</p>`];
  if (closest.length > 0) {
    parts.push("<p>These help articles may be close:</p>");
    parts.push(`<ul>${closest.map((ref) => `<li>${articleLink(ref)}</li>`).join("")}</ul>`);
  } else {
    parts.push(`<p>Have a look at the <a href="${HELP_CENTRE_HREF}">help centre</a>.</p>`);
  }
  return sanitizeHelpHtml(parts.join(""));
};
