import type { AssistantPageCategoryValue, HelpArticleSummary } from "@fieldstead/domain";
import { HELP_CATEGORY_LABELS, HELP_CATEGORY_ORDER } from "./help-categories.ts";

export type HelpArticleGroup = {
  category: AssistantPageCategoryValue;
  label: string;
  articles: readonly HelpArticleSummary[];
};

/** The words of a search, lower case; spaces of any kind separate them. */
export const searchWords = (text: string): string[] => text.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * The articles a search finds: every typed word must appear, ignoring case, in the title or a keyword
 * (a part of a word counts: 'categ' finds 'categories'). No words finds every article.
 */
export const searchArticles = ({
  articles,
  text,
}: {
  articles: readonly HelpArticleSummary[];
  text: string;
}): readonly HelpArticleSummary[] => {
  const words = searchWords(text);
  if (words.length === 0) return articles;
  return articles.filter((article) => {
    const haystack = [article.title, ...article.keywords].join("\n").toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
};

/** Articles by category, in the help centre's order, keeping their order inside a group; empty groups left out. */
export const groupArticles = (articles: readonly HelpArticleSummary[]): HelpArticleGroup[] =>
  HELP_CATEGORY_ORDER.map((category) => ({
    category,
    label: HELP_CATEGORY_LABELS[category],
    articles: articles.filter((a) => a.category === category),
  })).filter((group) => group.articles.length > 0);
