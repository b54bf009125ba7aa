import MiniSearch, { type SearchResult } from "minisearch";
import { analyzeText, isSynonymTerm, type QueryWord } from "./help-analyzer.ts";
import type { HelpArticle } from "./help-articles.ts";
import { markdownToPlainText } from "./help-markdown.ts";
import { splitIntoPassages, type AnswerPassage } from "./help-passages.ts";

/** A searchable part of an article: one of its sections, or (section -1) the whole article. */
type Passage = {
  id: number;
  slug: string;
  section: number;
  title: string;
  keywords: string;
  heading: string;
  text: string;
};

/** How much a match in each field counts. */
export const FIELD_BOOSTS = { title: 4, keywords: 3, heading: 2, text: 1 } as const;
/** A synonym counts for less than the word itself, so an exact word wins a tie. */
const SYNONYM_WEIGHT = 0.7;
const FUZZY = 0.2;

/** A question word with how much it counts: the question's own words 1, an earlier question's less. */
export type WeightedWord = QueryWord & { weight: number };

/** An article's best passage score, its passages that matched and the share of the question it covers. */
export type ArticleHit = {
  slug: string;
  score: number;
  /** The best passage's match strength per question word, before the bonus for matching several words. */
  strength: number;
  /** Share (0–1) of the question's own words the article matched, each word weighted by its rarity. */
  coverage: number;
  sections: { section: number; score: number }[];
};

export type HelpIndex = {
  searchArticles: (words: WeightedWord[]) => ArticleHit[];
  /** The article's answer passages (steps, a few sentences) in order of how well they match the words. */
  rankPassages: (slug: string, words: WeightedWord[]) => { passage: AnswerPassage; score: number }[];
  /** The article's answer passages in its order. */
  passagesOf: (slug: string) => AnswerPassage[];
};

const passagesOf = (article: HelpArticle, firstId: number): Passage[] => {
  const base = { slug: article.slug, title: article.title, keywords: article.keywords.join(", ") };
  const whole = [
    markdownToPlainText(article.intro),
    ...article.sections.map((s) => `${s.heading}\n${s.text}`),
  ];
  return [
    { ...base, id: firstId, section: -1, heading: "", text: whole.join("\n") },
    ...article.sections.map((s, i) => ({
      ...base,
      id: firstId + i + 1,
      section: i,
      heading: s.heading,
      text: s.text,
    })),
  ];
};

/** In how many articles each term appears, for weighting a question's words by their rarity. */
const documentFrequencies = (articles: HelpArticle[]): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const article of articles) {
    const terms = new Set(
      analyzeText(`${article.title}\n${article.keywords.join(", ")}\n${article.markdown}`),
    );
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  return counts;
};

/** Per passage, how well each word matched: its best term (a synonym counting for less), times its weight. */
type PassageScores = Map<number, { total: number; matchedWeight: number; words: Set<number> }>;

const newSearch = <T extends { id: number }>(fields: string[], storeFields: string[] = []) =>
  new MiniSearch<T>({
    fields,
    storeFields,
    tokenize: (text) => analyzeText(text),
    processTerm: (term) => term,
  });

/**
 * Builds the search index over every section of every article and every article as a whole (to find the
 * article), and a second one over the passages answers are made of (to find the words that answer).
 */
export const createHelpIndex = (articles: HelpArticle[]): HelpIndex => {
  const passages: Passage[] = [];
  for (const article of articles) passages.push(...passagesOf(article, passages.length));
  const search = newSearch<Passage>(["title", "keywords", "heading", "text"]);
  search.addAll(passages);
  const answerPassages = articles.flatMap(splitIntoPassages);
  const answerSearch = newSearch<{ id: number; slug: string; heading: string; text: string }>(
    ["heading", "text"],
    ["slug"],
  );
  answerSearch.addAll(answerPassages.map(({ slug, heading, text }, id) => ({ id, slug, heading, text })));
  const frequencies = documentFrequencies(articles);
  const rarity = (term: string): number => Math.log(1 + articles.length / (1 + (frequencies.get(term) ?? 0)));

  const searchTerm = (
    index: MiniSearch,
    term: string,
    fields: string[] | undefined,
    slug?: string,
  ): SearchResult[] =>
    index.search(term, {
      fields,
      boost: FIELD_BOOSTS,
      tokenize: (query) => [query],
      processTerm: (t) => t,
      fuzzy: isSynonymTerm(term) || term.length < 4 ? false : FUZZY,
      prefix: !isSynonymTerm(term) && term.length >= 4,
      ...(slug === undefined ? {} : { filter: (result: SearchResult) => result.slug === slug }),
    });

  /**
   * Each word scores a passage by its best-matching term; a passage's score is the sum over words, times the
   * weight of the words it matched (as BM25 search engines favour passages that match more of the question).
   */
  const scorePassages = (
    words: WeightedWord[],
    { index = search, fields, slug }: { index?: MiniSearch; fields?: string[]; slug?: string } = {},
  ): PassageScores => {
    const scores: PassageScores = new Map();
    const cache = new Map<string, SearchResult[]>();
    words.forEach(({ terms, weight }, w) => {
      const best = new Map<number, number>();
      for (const term of terms) {
        const factor = isSynonymTerm(term) && term !== terms[0] ? SYNONYM_WEIGHT : 1;
        const results = cache.get(term) ?? searchTerm(index, term, fields, slug);
        cache.set(term, results);
        for (const { id, score } of results)
          best.set(id as number, Math.max(best.get(id as number) ?? 0, score * factor));
      }
      for (const [id, score] of best) {
        const entry = scores.get(id) ?? { total: 0, matchedWeight: 0, words: new Set<number>() };
        entry.total += score * weight;
        entry.matchedWeight += weight;
        entry.words.add(w);
        scores.set(id, entry);
      }
    });
    return scores;
  };

  const searchArticles = (words: WeightedWord[]): ArticleHit[] => {
    const ownCount = Math.max(1, words.filter((word) => word.weight >= 1).length);
    type Entry = { score: number; strength: number; matched: Set<number>; sections: ArticleHit["sections"] };
    const bySlug = new Map<string, Entry>();
    for (const [id, { total, matchedWeight, words: matched }] of scorePassages(words)) {
      const { slug, section } = passages[id]!;
      const entry = bySlug.get(slug) ?? { score: 0, strength: 0, matched: new Set<number>(), sections: [] };
      const score = total * matchedWeight;
      entry.score = Math.max(entry.score, score);
      entry.strength = Math.max(entry.strength, total / ownCount);
      for (const w of matched) entry.matched.add(w);
      if (section >= 0) entry.sections.push({ section, score });
      bySlug.set(slug, entry);
    }
    const own = words.map((word, w) => ({ word, w })).filter(({ word }) => word.weight >= 1);
    const totalRarity = own.reduce((sum, { word }) => sum + rarity(word.terms[0]!), 0);
    return [...bySlug.entries()]
      .map(([slug, { score, strength, matched, sections }]) => {
        const covered = own
          .filter(({ w }) => matched.has(w))
          .reduce((sum, { word }) => sum + rarity(word.terms[0]!), 0);
        return { slug, score, strength, coverage: totalRarity > 0 ? covered / totalRarity : 0, sections };
      })
      .sort((a, b) => b.score - a.score);
  };

  const rankPassages = (slug: string, words: WeightedWord[]) =>
    [...scorePassages(words, { index: answerSearch, slug })]
      .map(([id, { total, matchedWeight }]) => ({
        passage: answerPassages[id]!,
        score: total * matchedWeight,
      }))
      .sort((a, b) => b.score - a.score);

  const articlePassages = (slug: string): AnswerPassage[] => answerPassages.filter((p) => p.slug === slug);

  return { searchArticles, rankPassages, passagesOf: articlePassages };
};
