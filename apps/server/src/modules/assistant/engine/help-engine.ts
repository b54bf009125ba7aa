import type { AssistantPageCategoryValue } from "@fieldstead/domain";
import { analyzeQuestion } from "./help-analyzer.ts";
import { composeAnswerHtml, composeNotFoundHtml } from "./help-answer-html.ts";
import type { HelpArticle, HelpSection } from "./help-articles.ts";
import { createHelpIndex, type ArticleHit, type WeightedWord } from "./help-index.ts";

/**
 * When the best article counts as an answer. Coverage is the share of the question's words it matched (each
 * weighted by its rarity in the help), strength its match score per question word: each must reach its
 * minimum, and together (coverage + strength / strengthScale) they must reach `minConfidence`, so a weak
 * match needs a wide one and a narrow match a strong one. Tuned on the evaluation questions (bench/assistant).
 */
export const ANSWER_THRESHOLD = {
  minCoverage: 0.45,
  minStrength: 5.5,
  strengthScale: 40,
  minConfidence: 0.8,
} as const;

/** Other articles are named beside the best one when they score this share of it. */
const RELATED_SHARE = 0.7;
/** A second section is shown when it scores this share of the best one. */
const SECOND_SECTION_SHARE = 0.6;
/** A section with numbered steps counts this much more: people ask the assistant how to do things. */
const STEPS_BONUS = 1.5;
/** An earlier question's words count for this much in a follow-up. */
const FOLLOW_UP_WEIGHT = 0.35;
const SUGGESTIONS = 3;
const MAX_USED = 3;

/** A section of an article the answer drew on (for a language model to rephrase, or to show). */
export type HelpPassage = {
  slug: string;
  title: string;
  heading: string;
  markdown: string;
  text: string;
  score: number;
};

export type HelpAnswer = {
  found: boolean;
  /** Safe HTML: the answer from the article's own text, or the plain "couldn't find" with suggestions. */
  html: string;
  /** The articles used (found) or suggested (not found), best first. */
  articles: { slug: string; title: string }[];
  passages: HelpPassage[];
};

/** The chat so far, for a follow-up question: the earlier turns' questions, oldest first. */
export type HelpAskContext = { title?: string; turns?: readonly { question: string }[] };

export type HelpSearchHit = {
  slug: string;
  title: string;
  category: AssistantPageCategoryValue;
  score: number;
  strength: number;
  coverage: number;
};

export type HelpEngine = {
  answer: (question: string, context?: HelpAskContext | null) => HelpAnswer;
  search: (query: string, limit: number) => HelpSearchHit[];
};

const isAnswer = (hit: ArticleHit | undefined): hit is ArticleHit => {
  if (!hit) return false;
  const { minCoverage, minStrength, strengthScale, minConfidence } = ANSWER_THRESHOLD;
  return (
    hit.coverage >= minCoverage &&
    hit.strength >= minStrength &&
    hit.coverage + hit.strength / strengthScale >= minConfidence
  );
};

const hasSteps = (section: HelpSection): boolean => /^\s*1[.)]\s/m.test(section.markdown);

const questionWords = (question: string, context?: HelpAskContext | null): WeightedWord[] => {
  const own = analyzeQuestion(question).map((word) => ({ ...word, weight: 1 }));
  const previous = context?.turns?.at(-1)?.question ?? context?.title;
  if (!previous) return own;
  const seen = new Set(own.map((word) => word.terms[0]));
  const earlier = analyzeQuestion(previous)
    .filter((word) => !seen.has(word.terms[0]))
    .map((word) => ({ ...word, weight: FOLLOW_UP_WEIGHT }));
  return [...own, ...earlier];
};

/** Builds the help engine over the articles: indexes them once, then answers questions from their text. */
export const createHelpEngine = (articles: HelpArticle[]): HelpEngine => {
  const index = createHelpIndex(articles);
  const bySlug = new Map(articles.map((article) => [article.slug, article]));
  const ref = (slug: string) => ({ slug, title: bySlug.get(slug)!.title });

  const passage = (slug: string, section: number, score: number): HelpPassage => {
    const article = bySlug.get(slug)!;
    const { heading, markdown, text } = article.sections[section]!;
    return { slug, title: article.title, heading, markdown, text, score };
  };

  /** The best one or two sections; without a match in any, the first with steps, else the first. */
  const chooseSections = (
    article: HelpArticle,
    words: WeightedWord[],
  ): { section: number; score: number }[] => {
    const ranked = index
      .rankSections(article.slug, words)
      .map(({ section, score }) => ({
        section,
        score: score * (hasSteps(article.sections[section]!) ? STEPS_BONUS : 1),
      }))
      .sort((a, b) => b.score - a.score);
    const [first, second] = ranked;
    if (!first) {
      const steps = article.sections.findIndex(hasSteps);
      return article.sections.length > 0 ? [{ section: Math.max(steps, 0), score: 0 }] : [];
    }
    // Steps that matched the question at all come along with a best section that has none.
    const steps = ranked.find(({ section }) => hasSteps(article.sections[section]!));
    const isStepsMissing = steps !== undefined && !hasSteps(article.sections[first.section]!);
    const companion = isStepsMissing
      ? steps
      : second && second.score >= SECOND_SECTION_SHARE * first.score
        ? second
        : undefined;
    return (companion ? [first, companion] : [first]).sort((a, b) => a.section - b.section);
  };

  const answer = (question: string, context?: HelpAskContext | null): HelpAnswer => {
    const words = questionWords(question, context);
    const ownCount = words.filter((word) => word.weight >= 1).length;
    const hits = ownCount > 0 ? index.searchArticles(words) : [];
    const best = hits[0];
    if (!isAnswer(best)) {
      const closest = hits.slice(0, SUGGESTIONS);
      return {
        found: false,
        html: composeNotFoundHtml(closest.map((hit) => ref(hit.slug))),
        articles: closest.map((hit) => ref(hit.slug)),
        passages: [],
      };
    }
    const article = bySlug.get(best.slug)!;
    const related = hits
      .slice(1)
      .filter((hit) => hit.score >= RELATED_SHARE * best.score && isAnswer(hit))
      .slice(0, MAX_USED - 1);
    const sections = chooseSections(article, words);
    const used = [best, ...related].map((hit) => ref(hit.slug));
    const relatedPassages = related.flatMap((hit) => {
      const top = [...hit.sections].sort((a, b) => b.score - a.score)[0];
      return top ? [passage(hit.slug, top.section, top.score)] : [];
    });
    return {
      found: true,
      html: composeAnswerHtml(
        article,
        sections.map((s) => s.section),
        used,
      ),
      articles: used,
      passages: [...sections.map((s) => passage(article.slug, s.section, s.score)), ...relatedPassages],
    };
  };

  const search = (query: string, limit: number): HelpSearchHit[] => {
    const words = analyzeQuestion(query).map((word) => ({ ...word, weight: 1 }));
    return index
      .searchArticles(words)
      .slice(0, Math.max(0, limit))
      .map(({ slug, score, strength, coverage }) => ({
        ...ref(slug),
        category: bySlug.get(slug)!.category,
        score,
        strength,
        coverage,
      }));
  };

  return { answer, search };
};
