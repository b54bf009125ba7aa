import type { HelpArticle } from "./help-articles.ts";
import {
  escapeHtml,
  HELP_CENTRE_HREF,
  helpArticleHref,
  renderHelpMarkdown,
  sanitizeHelpHtml,
} from "./help-markdown.ts";

/** The plain statement when no article answers the question. */
export const NOT_FOUND_TEXT = "I couldn't find that in the Fieldstead help.";

type ArticleRef = Pick<HelpArticle, "slug" | "title">;

const articleLink = ({ slug, title }: ArticleRef): string =>
  `<a href="${escapeHtml(helpArticleHref(slug))}">${escapeHtml(title)}</a>`;

/**
 * An answer made of one article's own words: a sentence naming it, its opening paragraph, the chosen sections
 * (steps stay an ordered list) and links to the articles used.
 */
export const composeAnswerHtml = (article: HelpArticle, sections: number[], used: ArticleRef[]): string => {
  const parts = [`<p>Here is what the help article <strong>${escapeHtml(article.title)}</strong> says.</p>`];
  if (article.intro) parts.push(renderHelpMarkdown(article.intro));
  for (const index of sections) {
    const section = article.sections[index];
    if (!section) continue;
    parts.push(
      `<h4>${escapeHtml(section.heading)}</h4>`,
      renderHelpMarkdown(section.markdown, { headingLevel: 5 }),
    );
  }
  parts.push(`<p>Read more: ${used.map(articleLink).join(", ")}</p>`);
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
