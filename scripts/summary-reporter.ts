import { writeFileSync } from "node:fs";
import type { Reporter, TestModule } from "vitest/node";

type Span = { first: number; last: number; files: number; fileMs: number };

/** What TEST_TIMES_FILE receives at the end of a run (bench/test-suite.bench.ts reads it). */
export type TestTimes = {
  runMs: number;
  projects: { name: string; wallMs: number; files: number; summedMs: number }[];
  passed: number;
  failed: number;
  skipped: number;
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Ends the run with each project's share of the wall time (from its first file's start to its last file's end,
 * and the files' summed time) and one plain line: "tests: N passed, N failed, N skipped".
 */
export default class SummaryReporter implements Reporter {
  private readonly runStarted = Date.now();
  private readonly started = new Map<string, number>();
  private readonly spans = new Map<string, Span>();

  onTestModuleStart(testModule: TestModule): void {
    this.started.set(testModule.moduleId, Date.now());
  }

  onTestModuleEnd(testModule: TestModule): void {
    const end = Date.now();
    const start = this.started.get(testModule.moduleId) ?? end;
    const name = testModule.project.name || "root";
    const span = this.spans.get(name) ?? { first: start, last: end, files: 0, fileMs: 0 };
    span.first = Math.min(span.first, start);
    span.last = Math.max(span.last, end);
    span.files += 1;
    span.fileMs += end - start;
    this.spans.set(name, span);
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else skipped++;
      }
    }
    const lines = [...this.spans.entries()]
      .sort(([, a], [, b]) => a.first - b.first)
      .map(
        ([name, span]) =>
          `  ${name.padEnd(16)} ${seconds(span.last - span.first).padStart(9)} wall` +
          `  (${span.files} files, ${seconds(span.fileMs)} summed)`,
      );
    const timesFile = process.env.TEST_TIMES_FILE;
    if (timesFile) {
      const times: TestTimes = {
        runMs: Date.now() - this.runStarted,
        projects: [...this.spans.entries()].map(([name, span]) => ({
          name,
          wallMs: span.last - span.first,
          files: span.files,
          summedMs: span.fileMs,
        })),
        passed,
        failed,
        skipped,
      };
      writeFileSync(timesFile, JSON.stringify(times));
    }
    if (lines.length > 0) {
      process.stdout.write(
        `\nprojects (run wall time ${seconds(Date.now() - this.runStarted)}):\n${lines.join("\n")}\n`,
      );
    }
    process.stdout.write(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
