import { benchApi } from "./api.bench.ts";
import { benchRouteMatcher } from "./route-matcher.bench.ts";
import { benchWeb } from "./web.bench.ts";

/** One printed figure; `target.below` is the value it must stay under. */
export type BenchFigure = { name: string; value: number; unit: string; target?: { below: number } };

type Benchmark = { title: string; run: () => Promise<BenchFigure[]> };

/** Each benchmark is one entry; add new ones here and they are run and printed in order. */
const BENCHMARKS: Benchmark[] = [
  { title: "route matcher", run: benchRouteMatcher },
  { title: "sign-in and landing modules", run: benchApi },
  { title: "web app", run: benchWeb },
];

const formatValue = (value: number): string =>
  value >= 1_000
    ? Math.round(value).toLocaleString("en-GB")
    : value.toLocaleString("en-GB", { maximumFractionDigits: 2, minimumFractionDigits: 2 });

const formatFigure = ({ name, value, unit, target }: BenchFigure): string => {
  const amount = `${formatValue(value)} ${unit}`;
  const goal = target ? ` (target < ${target.below} ${unit})` : "";
  return `${name.padEnd(56)}${amount}${goal}`;
};

const main = async (): Promise<void> => {
  let missed = 0;
  for (const { title, run } of BENCHMARKS) {
    const figures = await run();
    for (const figure of figures) {
      const isMissed = figure.target !== undefined && figure.value >= figure.target.below;
      if (isMissed) missed++;
      console.log(`${formatFigure(figure)}${isMissed ? "  MISSED" : ""}`);
    }
    if (figures.length === 0) console.log(`${title}: no figures`);
  }
  if (missed > 0) process.exitCode = 1;
};

await main();
