import { join } from "node:path";
import { loadHelpArticles } from "../apps/server/src/modules/assistant/engine/help-articles.ts";
import { ANSWER_WORDS } from "../apps/server/src/modules/assistant/engine/help-answer-html.ts";
import { createHelpEngine } from "../apps/server/src/modules/assistant/engine/help-engine.ts";
import {
  mergeHelpEvalSets,
  readHelpEvalFiles,
  scoreHelpEngine,
} from "../apps/server/src/modules/assistant/engine/help-evaluation.ts";
import { quantile, timed } from "./bench-timing.ts";
import type { BenchFigure } from "./run.ts";

const HELP_DIR = join(import.meta.dirname, "..", "docs", "help");
const BUILDS = 5;

/**
 * The help engine on the real articles and evaluation questions: top-1 and top-3 hit rates, declines, the
 * median answer length in words, index build time and the median answer time. Set HELP_BENCH_VERBOSE=1 to
 * list the questions it gets wrong.
 */
export const benchAssistant = async (): Promise<BenchFigure[]> => {
  const articles = await loadHelpArticles(HELP_DIR);
  const files = readHelpEvalFiles(HELP_DIR);
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
        name: `${name}: top-1 hit rate (${set.answerable.length} answerable)`,
        value: score.topOneHitRate,
        unit: "%",
      },
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
      {
        name: `${name}: answer length (median)`,
        value: score.medianAnswerWords,
        unit: "words",
        ...(name === "all questions" ? { target: { atMost: ANSWER_WORDS } } : {}),
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
