import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { answerWordCount } from "./help-answer-html.ts";
import type { HelpEngine } from "./help-engine.ts";

/** The evaluation questions, beside the articles; each carries its area ('people': the shell and administration, 'work'). */
export const HELP_EVAL_FILE = "eval.json";
const TOP = 3;

export type HelpEvalSet = {
  answerable: { question: string; articles: string[] }[];
  unanswerable: { question: string }[];
};

export type HelpEvalScore = {
  /** Answerable questions whose first search hit is an expected article, in %. */
  topOneHitRate: number;
  /** Answerable questions with an expected article among the engine's top three, in %. */
  topHitRate: number;
  /** Answerable questions the engine declined (found false), in %. */
  falseDeclineRate: number;
  /** Unanswerable questions the engine declined, in %. */
  declineRate: number;
  /** The median length, in words, of the answers given to the answerable questions it answered. */
  medianAnswerWords: number;
  /** The longest of those answers, in words. */
  longestAnswerWords: number;
  misses: string[];
  falseDeclines: string[];
  wrongAnswers: string[];
};

/** Several sets as one, each question once. */
export const mergeHelpEvalSets = (sets: HelpEvalSet[]): HelpEvalSet => {
  const seen = new Set<string>();
  const isNew = ({ question }: { question: string }): boolean => {
    const key = question.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  return {
    answerable: sets.flatMap((set) => set.answerable).filter(isNew),
    unanswerable: sets.flatMap((set) => set.unanswerable).filter(isNew),
  };
};

const percent = (count: number, total: number): number => (total === 0 ? Number.NaN : (100 * count) / total);

/** The middle value (the lower of the two middle ones for an even count). */
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

/** How the engine does on a set of questions, asked by someone who may do everything. */
export const scoreHelpEngine = (engine: HelpEngine, set: HelpEvalSet): HelpEvalScore => {
  const misses: string[] = [];
  const falseDeclines: string[] = [];
  const wrongAnswers: string[] = [];
  const lengths: number[] = [];
  let topOne = 0;
  for (const { question, articles } of set.answerable) {
    const top = engine.search(question, TOP).map((hit) => hit.slug);
    if (articles.includes(top[0] ?? "")) topOne += 1;
    if (!articles.some((slug) => top.includes(slug))) misses.push(`${question} -> ${top.join(", ")}`);
    const reply = engine.answer(question);
    if (reply.found) lengths.push(answerWordCount(reply.html));
    else falseDeclines.push(question);
  }
  for (const { question } of set.unanswerable) {
    const reply = engine.answer(question);
    if (reply.found) wrongAnswers.push(`${question} -> ${reply.articles[0]?.slug}`);
  }
  const answerable = set.answerable.length;
  return {
    topOneHitRate: percent(topOne, answerable),
    topHitRate: percent(answerable - misses.length, answerable),
    falseDeclineRate: percent(falseDeclines.length, answerable),
    declineRate: percent(set.unanswerable.length - wrongAnswers.length, set.unanswerable.length),
    medianAnswerWords: median(lengths),
    longestAnswerWords: Math.max(...lengths),
    misses,
    falseDeclines,
    wrongAnswers,
  };
};

type AreaQuestion = { question: string; articles?: string[]; area?: string };

/**
 * The evaluation questions by area. The engine's thresholds were tuned on the 'people' questions; the 'work'
 * ones check them.
 */
export const readHelpEvalFiles = (dir: string): Map<string, HelpEvalSet> => {
  const file = join(dir, HELP_EVAL_FILE);
  if (!existsSync(file)) return new Map();
  const parsed = JSON.parse(readFileSync(file, "utf8")) as {
    answerable?: AreaQuestion[];
    unanswerable?: AreaQuestion[];
  };
  const areas = new Map<string, HelpEvalSet>();
  const setOf = (area = "other") => {
    const name = `${area} questions`;
    if (!areas.has(name)) areas.set(name, { answerable: [], unanswerable: [] });
    return areas.get(name)!;
  };
  for (const q of parsed.answerable ?? [])
    setOf(q.area).answerable.push({ question: q.question, articles: q.articles ?? [] });
  for (const q of parsed.unanswerable ?? []) setOf(q.area).unanswerable.push({ question: q.question });
  return areas;
};
