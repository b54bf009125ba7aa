import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { loadHelpArticles } from "../apps/server/src/modules/assistant/engine/help-articles.ts";
import {
  createHelpEngine,
  type HelpEngine,
} from "../apps/server/src/modules/assistant/engine/help-engine.ts";
import { quantile, timed } from "./bench-timing.ts";
import type { BenchFigure } from "./run.ts";

const HELP_DIR = join(import.meta.dirname, "..", "docs", "help");
/** The evaluation questions; each carries its area ('people': the shell and administration, 'work'). */
const EVAL_FILE = "eval.json";
const BUILDS = 5;
const TOP = 3;

export type HelpEvalSet = {
  answerable: { question: string; articles: string[] }[];
  unanswerable: { question: string }[];
};

export type HelpEvalScore = {
  /** Answerable questions with an expected article among the engine's top three, in %. */
  topHitRate: number;
  /** Answerable questions the engine declined (found false), in %. */
  falseDeclineRate: number;
  /** Unanswerable questions the engine declined, in %. */
  declineRate: number;
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

/** How the engine does on a set of questions. */
export const scoreHelpEngine = (engine: HelpEngine, set: HelpEvalSet): HelpEvalScore => {
  const misses: string[] = [];
  const falseDeclines: string[] = [];
  const wrongAnswers: string[] = [];
  for (const { question, articles } of set.answerable) {
    const top = engine.search(question, TOP).map((hit) => hit.slug);
    if (!articles.some((slug) => top.includes(slug))) misses.push(`${question} -> ${top.join(", ")}`);
    if (!engine.answer(question).found) falseDeclines.push(question);
  }
  for (const { question } of set.unanswerable) {
    const reply = engine.answer(question);
    if (reply.found) wrongAnswers.push(`${question} -> ${reply.articles[0]?.slug}`);
  }
  const answerable = set.answerable.length;
  return {
    topHitRate: percent(answerable - misses.length, answerable),
    falseDeclineRate: percent(falseDeclines.length, answerable),
    declineRate: percent(set.unanswerable.length - wrongAnswers.length, set.unanswerable.length),
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
export const readHelpEvalFiles = (dir = HELP_DIR): Map<string, HelpEvalSet> => {
  const file = join(dir, EVAL_FILE);
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

/**
 * The help engine on the real articles and evaluation questions: top-3 hit rate, declines, index build time
 * and the median answer time. Set HELP_BENCH_VERBOSE=1 to list the questions it gets wrong.
 */
export const benchAssistant = async (): Promise<BenchFigure[]> => {
  const articles = await loadHelpArticles(HELP_DIR);
  const files = readHelpEvalFiles();
  if (files.size === 0) throw new Error(`no evaluation questions in ${HELP_DIR}`);
  const builds = await timed(async () => createHelpEngine(articles), BUILDS);
  const engine = createHelpEngine(articles);
  const all = mergeHelpEvalSets([...files.values()]);
  const figures: BenchFigure[] = [{ name: "help articles", value: articles.length, unit: "articles" }];
  // Each file on its own (the thresholds were tuned on one, the other checks them), then all together.
  for (const [name, set] of [...files, ["all questions", all] as const]) {
    const score = scoreHelpEngine(engine, set);
    if (process.env.HELP_BENCH_VERBOSE && name === "all questions")
      console.log(
        JSON.stringify(
          { misses: score.misses, declined: score.falseDeclines, wrong: score.wrongAnswers },
          null,
          1,
        ),
      );
    figures.push(
      {
        name: `${name}: top-3 hit rate (${set.answerable.length} answerable)`,
        value: score.topHitRate,
        unit: "%",
        ...(name === "all questions" ? { target: { atLeast: 90 } } : {}),
      },
      { name: `${name}: answerable falsely declined`, value: score.falseDeclineRate, unit: "%" },
      {
        name: `${name}: unanswerable declined (${set.unanswerable.length})`,
        value: score.declineRate,
        unit: "%",
      },
    );
  }
  const questions = [...all.answerable, ...all.unanswerable].map(({ question }) => question);
  // One pass to warm up, then each question timed on its own, three times over.
  for (const question of questions) engine.answer(question);
  const answerTimes: number[] = [];
  for (let round = 0; round < 3; round++)
    for (const question of questions)
      answerTimes.push(...(await timed(async () => engine.answer(question), 1)));
  figures.push(
    { name: "index build (median)", value: quantile(builds, 0.5), unit: "ms" },
    { name: "answer() time (median)", value: quantile(answerTimes, 0.5), unit: "ms" },
  );
  return figures;
};
