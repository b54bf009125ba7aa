import { stemWord } from "./help-stemmer.ts";
import { HELP_SYNONYMS } from "./help-synonyms.ts";

/** Words that carry no topic in a how-to question or an article. */
const STOP_WORDS = new Set(
  `a about above after again all also am an and any are as at be because been before being below between both but
  by can cannot cant could couldnt did didnt do does doesnt doing dont down during each either etc few for from
  further had hadnt has hasnt have havent having he her here hers herself him himself his how i id if im in into
  is isnt it its itself ive just let lets me might more most must mustnt my myself no nor not now of off on once
  only or other ought our ours ourselves out over own same shall she should shouldnt so some such than that thats
  the their theirs them themselves then there theres these they this those through to too under until up upon us
  very via was wasnt we were werent what whats when where wheres which while who whom whos why will with wont
  would wouldnt you youre your yours yourself yourselves
  able anyone anything anybody everyone everything get gets getting got go going hello hey hi how please possible
  really someone something somebody thanks thank thing things use using want wanted wants way ways need needs
  like make see seem seems tell show know whereas within without yes yet`.split(/\s+/),
);

/** Lower-case words of a text, accents folded ("Café" -> "cafe"), apostrophes dropped ("can't" -> "cant"). */
export const splitWords = (text: string): string[] =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['\u2019]s\b/g, "")
    .replace(/['\u2019]/g, "")
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);

export const isStopWord = (word: string): boolean => STOP_WORDS.has(word);

const stemPhrase = (phrase: string): string[] => splitWords(phrase).map(stemWord);

/** The term a synonym group shares; the "~" keeps it apart from any real word. */
const groupTerm = (group: readonly string[]): string => `~${stemPhrase(group[0]!).join("_")}`;

type Phrase = { stems: string[]; term: string };

/** Phrases by their first stem, longest first. */
const PHRASES: Map<string, Phrase[]> = (() => {
  const byFirst = new Map<string, Phrase[]>();
  for (const group of HELP_SYNONYMS) {
    const term = groupTerm(group);
    for (const phrase of group) {
      const stems = stemPhrase(phrase);
      const list = byFirst.get(stems[0]!) ?? [];
      if (!list.some((p) => p.term === term && p.stems.join(" ") === stems.join(" ")))
        list.push({ stems, term });
      byFirst.set(stems[0]!, list);
    }
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.stems.length - a.stems.length);
  return byFirst;
})();

/** The synonym terms of the longest phrase(s) starting at `start`, and how many words they cover. */
const phraseAt = (stems: string[], start: number): { length: number; terms: string[] } => {
  const candidates = PHRASES.get(stems[start]!) ?? [];
  let length = 0;
  const terms: string[] = [];
  for (const { stems: phrase, term } of candidates) {
    if (phrase.length < length) break;
    if (!phrase.every((stem, k) => stems[start + k] === stem)) continue;
    length = phrase.length;
    if (!terms.includes(term)) terms.push(term);
  }
  return { length, terms };
};

/** One word of a question: its stem and the synonym terms it stands for; any of them matching covers it. */
export type QueryWord = { word: string; terms: string[] };

/** The words of a text with the synonym phrases found in it, each phrase tied to its first topic word. */
const analyze = (text: string): QueryWord[] => {
  const words = splitWords(text);
  const stems = words.map(stemWord);
  const result: QueryWord[] = [];
  let coveredUntil = 0;
  for (let i = 0; i < words.length; i++) {
    const phrase = i >= coveredUntil ? phraseAt(stems, i) : { length: 0, terms: [] };
    if (phrase.length > 0) coveredUntil = i + phrase.length;
    const span = words.slice(i, i + Math.max(phrase.length, 1));
    const anchor = span.findIndex((word) => !isStopWord(word));
    if (anchor === -1) {
      // A phrase made only of common words ("at once") still stands for its group.
      if (phrase.terms.length > 0) result.push({ word: span.join(" "), terms: phrase.terms });
      continue;
    }
    if (anchor > 0) {
      // Tie the phrase's terms to its first topic word, emitted when the loop reaches it.
      result.push({ word: words[i + anchor]!, terms: [stems[i + anchor]!, ...phrase.terms] });
      i += anchor;
      continue;
    }
    result.push({ word: words[i]!, terms: [stems[i]!, ...phrase.terms] });
  }
  return result;
};

/** The terms an article's text is indexed under: its words' stems and the synonym terms of its phrases. */
export const analyzeText = (text: string): string[] => analyze(text).flatMap((word) => word.terms);

/** A question's topic words, each once, with the synonym terms they stand for. */
export const analyzeQuestion = (question: string): QueryWord[] => {
  const seen = new Set<string>();
  return analyze(question).filter(({ terms }) => {
    const key = terms[0]!;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

export const isSynonymTerm = (term: string): boolean => term.startsWith("~");
