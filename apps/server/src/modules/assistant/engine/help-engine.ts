import type { AssistantPageCategoryValue } from "@fieldstead/domain";
import { analyzeQuestion } from "./help-analyzer.ts";
import {
  ANSWER_WORDS,
  answerBlocks,
  composeAnswerHtml,
  composeDeniedHtml,
  composeNotFoundHtml,
  type DeniedAnswer,
} from "./help-answer-html.ts";
import { articleLinks, type HelpArticle } from "./help-articles.ts";
import { createHelpIndex, type ArticleHit, type WeightedWord } from "./help-index.ts";
import { markdownBlocksToPlainText } from "./help-markdown.ts";
import { countWords, type AnswerPassage } from "./help-passages.ts";
import type { HelpAsker, HelpRight } from "./help-rights.ts";

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

/** A passage with numbered steps counts this much more: people ask the assistant how to do things. */
const STEPS_BONUS = 1.5;
/** A second passage is added, within the answer's length, when it scores this share of the best one. */
const SECOND_PASSAGE_SHARE = 0.6;
/** Passages scoring within this share of the best count as equally good. */
const NEAR_TIE = 0.95;
/** Steps come into an answer whose best passage has none when they score this share of it. */
const STEPS_SHARE = 0.3;
/**
 * An article the asker may act on is answered with instead of a better one they may not, when the better one
 * sends its reader there (links to it) and it scores this share of the better one, being an answer in its own
 * right. Anything looser answers a question about approving with the steps of requesting.
 */
const ACTIONABLE_SHARE = 0.85;
/** An earlier question's words count for this much in a follow-up. */
const FOLLOW_UP_WEIGHT = 0.35;
const SUGGESTIONS = 3;

/** A passage of an article the answer drew on (for a language model to rephrase, or to show). */
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
  /** Safe HTML: the answering passage and its article, "your role cannot", or "couldn't find" with suggestions. */
  html: string;
  /** The article used (found) or the articles suggested (not found), best first. */
  articles: { slug: string; title: string }[];
  passages: HelpPassage[];
  /** Set when the question is about something the asker's role may not do. */
  denied?: DeniedAnswer & { rights: HelpRight[] };
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
  /** Without an asker the answer is for someone who may do everything. */
  answer: (question: string, context?: HelpAskContext | null, asker?: HelpAsker) => HelpAnswer;
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

const shownWords = (passage: AnswerPassage): number =>
  passage.isSteps ? countWords(markdownBlocksToPlainText(answerBlocks(passage))) : passage.words;

/** Builds the help engine over the articles: indexes them once, then answers questions from their text. */
export const createHelpEngine = (articles: HelpArticle[]): HelpEngine => {
  const index = createHelpIndex(articles);
  const bySlug = new Map(articles.map((article) => [article.slug, article]));
  const ref = (slug: string) => ({ slug, title: bySlug.get(slug)!.title });
  const links = new Map(articles.map((article) => [article.slug, new Set(articleLinks(article))]));
  const linksTo = (from: string, to: string): boolean => links.get(from)?.has(to) ?? false;

  const toHelpPassage = (passage: AnswerPassage, score: number): HelpPassage => {
    const text = markdownBlocksToPlainText(answerBlocks(passage));
    const { slug, heading } = passage;
    return { slug, title: bySlug.get(slug)!.title, heading, markdown: text, text, score };
  };

  /**
   * The passage that answers best (steps count more) and, when it fits in the answer's length, the next best if
   * it scores nearly as well; in the article's order. Steps that match the question well enough are part of the
   * answer, led by the best passage when that fits. Without any match, the first steps, else the opening.
   */
  const choosePassages = (
    slug: string,
    words: WeightedWord[],
  ): { passage: AnswerPassage; score: number }[] => {
    const ranked = index
      .rankPassages(slug, words)
      .map(({ passage, score }) => ({ passage, score: score * (passage.isSteps ? STEPS_BONUS : 1) }))
      .sort((a, b) => b.score - a.score);
    // Of passages scoring about the same, the earlier wins: an article leads with its main task.
    const top = ranked[0]?.score ?? 0;
    const leader = ranked
      .filter(({ score }) => score >= NEAR_TIE * top)
      .sort((a, b) => a.passage.position - b.passage.position)[0];
    const [first, ...rest] = leader ? [leader, ...ranked.filter((entry) => entry !== leader)] : [];
    if (!first) {
      const all = index.passagesOf(slug);
      const fallback = all.find((passage) => passage.isSteps) ?? all[0];
      return fallback ? [{ passage: fallback, score: 0 }] : [];
    }
    const fits = (a: AnswerPassage, b: AnswerPassage) => shownWords(a) + shownWords(b) <= ANSWER_WORDS;
    const inOrder = (chosen: typeof ranked) => chosen.sort((a, b) => a.passage.position - b.passage.position);
    const steps = first.passage.isSteps ? undefined : rest.find(({ passage }) => passage.isSteps);
    if (steps && steps.score >= STEPS_SHARE * first.score)
      return inOrder(fits(first.passage, steps.passage) ? [first, steps] : [steps]);
    const next = rest[0];
    const isNextAdded =
      next && next.score >= SECOND_PASSAGE_SHARE * first.score && fits(first.passage, next.passage);
    return inOrder(isNextAdded ? [first, next] : [first]);
  };

  const answer = (question: string, context?: HelpAskContext | null, asker?: HelpAsker): HelpAnswer => {
    // An article of several rights (an import of locations, assets or work orders) is for whoever holds one;
    // as a stand-in for a better article, only for whoever holds them all.
    const mayAct = (slug: string, isStandIn = false): boolean => {
      const { rights } = bySlug.get(slug)!;
      const allows = (right: HelpRight) => !asker || asker.allows(right);
      return rights.length === 0 || (isStandIn ? rights.every(allows) : rights.some(allows));
    };
    const words = questionWords(question, context);
    const ownCount = words.filter((word) => word.weight >= 1).length;
    const hits = ownCount > 0 ? index.searchArticles(words) : [];
    const best = hits[0];
    if (!isAnswer(best)) {
      // Articles about what the asker may not do are no help to them.
      const closest = hits.filter((hit) => mayAct(hit.slug)).slice(0, SUGGESTIONS);
      return {
        found: false,
        html: composeNotFoundHtml(closest.map((hit) => ref(hit.slug))),
        articles: closest.map((hit) => ref(hit.slug)),
        passages: [],
      };
    }
    const chosen = mayAct(best.slug)
      ? best
      : hits
          .slice(1)
          .find(
            (hit) =>
              mayAct(hit.slug, true) &&
              linksTo(best.slug, hit.slug) &&
              isAnswer(hit) &&
              hit.score >= ACTIONABLE_SHARE * best.score,
          );
    if (!chosen) {
      const { rights, action } = bySlug.get(best.slug)!;
      const denied = { article: ref(best.slug), action: action!, rights };
      return {
        found: true,
        html: composeDeniedHtml(denied),
        articles: [denied.article],
        passages: [],
        denied,
      };
    }
    const passages = choosePassages(chosen.slug, words);
    return {
      found: true,
      html: composeAnswerHtml(
        ref(chosen.slug),
        passages.map(({ passage }) => passage),
      ),
      articles: [ref(chosen.slug)],
      passages: passages.map(({ passage, score }) => toHelpPassage(passage, score)),
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
