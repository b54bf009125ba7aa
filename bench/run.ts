import { benchApi } from "./api.bench.ts";
import { benchExports } from "./exports.bench.ts";
import { benchLists } from "./lists.bench.ts";
import { benchRouteMatcher } from "./route-matcher.bench.ts";
import { benchWeb } from "./web.bench.ts";
import { benchPageSpeed } from "./page-speed.bench.ts";
import { benchCarousel } from "./carousel.bench.ts";
import { benchImports } from "./imports.bench.ts";
import { benchImportLoad } from "./import-load.bench.ts";
import { benchLoad } from "./load.bench.ts";
import { benchTaskImports } from "./task-imports.bench.ts";
import { benchTasks } from "./tasks.bench.ts";
import { benchLeases } from "./leases.bench.ts";
import { benchBilling } from "./billing.bench.ts";
import { benchHub } from "./hub.bench.ts";
import { benchNotifications } from "./notifications.bench.ts";
import { benchDashboards } from "./dashboards.bench.ts";
import { benchAssistant } from "./assistant.bench.ts";
import { benchAssistantHttp } from "./assistant-http.bench.ts";
import { benchTestSuite } from "./test-suite.bench.ts";
import { benchSsoTiming } from "./sso-timing.bench.ts";
import { benchIdentityTiming } from "./identity-timing.bench.ts";
import { benchForms } from "./forms.bench.ts";

/** The value a figure must stay under (below), not exceed (atMost), or reach (atLeast). */
export type BenchTarget = { below: number } | { atMost: number } | { atLeast: number };

/** One printed figure, with the target it is held to, if any. */
export type BenchFigure = { name: string; value: number; unit: string; target?: BenchTarget };

type Benchmark = { title: string; run: () => Promise<BenchFigure[]> };

/** Each benchmark is one entry; add new ones here and they are run and printed in order. */
const BENCHMARKS: Benchmark[] = [
  { title: "route matcher", run: benchRouteMatcher },
  { title: "sign-in and landing modules", run: benchApi },
  { title: "web app", run: benchWeb },
  { title: "page speed", run: benchPageSpeed },
  { title: "carousel", run: benchCarousel },
  { title: "lists on PostgreSQL", run: benchLists },
  { title: "imports", run: benchImports },
  { title: "large import under watch", run: benchImportLoad },
  { title: "mixed load on PostgreSQL", run: benchLoad },
  { title: "task imports", run: benchTaskImports },
  { title: "exports on PostgreSQL", run: benchExports },
  { title: "tasks on PostgreSQL", run: benchTasks },
  { title: "leases on PostgreSQL", run: benchLeases },
  { title: "billing on PostgreSQL", run: benchBilling },
  { title: "hub fan-out", run: benchHub },
  { title: "notifications on PostgreSQL", run: benchNotifications },
  { title: "dashboards on PostgreSQL", run: benchDashboards },
  { title: "assistant help engine", run: benchAssistant },
  { title: "assistant asks over HTTP", run: benchAssistantHttp },
  { title: "sign-in methods timing", run: benchSsoTiming },
  { title: "reset-link timing", run: benchIdentityTiming },
  { title: "forms validation", run: benchForms },
  // Last, and long (the whole `npm test`): `npm run bench -- suite` runs it alone.
  { title: "test suite", run: benchTestSuite },
];

const formatValue = (value: number): string =>
  value >= 1_000
    ? Math.round(value).toLocaleString("en-GB")
    : value.toLocaleString("en-GB", { maximumFractionDigits: 2, minimumFractionDigits: 2 });

const formatGoal = (target: BenchTarget, unit: string): string =>
  "below" in target
    ? `< ${target.below} ${unit}`
    : "atMost" in target
      ? `≤ ${target.atMost} ${unit}`
      : `≥ ${target.atLeast} ${unit}`;

const isMissed = ({ value, target }: BenchFigure): boolean => {
  if (!target) return false;
  if ("below" in target) return !(value < target.below);
  if ("atMost" in target) return !(value <= target.atMost);
  return !(value >= target.atLeast);
};

const formatFigure = ({ name, value, unit, target }: BenchFigure): string => {
  const amount = `${formatValue(value)} ${unit}`;
  const goal = target ? ` (target ${formatGoal(target, unit)})` : "";
  return `${`${name} `.padEnd(64)}${amount}${goal}`;
};

/** `npm run bench -- lists` runs only the benchmarks whose title holds one of the words given. */
const chosen = (words: string[]): Benchmark[] =>
  words.length === 0 ? BENCHMARKS : BENCHMARKS.filter(({ title }) => words.some((w) => title.includes(w)));

const main = async (): Promise<void> => {
  let missed = 0;
  for (const { title, run } of chosen(process.argv.slice(2))) {
    const figures = await run();
    for (const figure of figures) {
      const hasMissed = isMissed(figure);
      if (hasMissed) missed++;
      console.log(`${formatFigure(figure)}${hasMissed ? "  MISSED" : ""}`);
    }
    if (figures.length === 0) console.log(`${title}: no figures`);
  }
  if (missed > 0) process.exitCode = 1;
};

await main();
