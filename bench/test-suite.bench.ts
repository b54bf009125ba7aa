import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestTimes } from "../scripts/summary-reporter.ts";
import type { BenchFigure } from "./run.ts";

/** `npm test` must stay under 15 minutes on the two-core machine, however the product grows. */
const SUITE_TARGET_S = 15 * 60;

/**
 * Runs the whole `npm test` (the checks beside every test project) as the README says, with whatever
 * TEST_DATABASE_URL / TEST_REDIS_URL the environment sets, and reports its wall time and each project's share.
 * When it fails, its last lines are the error.
 */
export const benchTestSuite = async (): Promise<BenchFigure[]> => {
  const dir = mkdtempSync(join(tmpdir(), "fieldstead-suite-"));
  const timesFile = join(dir, "times.json");
  try {
    const started = performance.now();
    const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn("npm", ["test"], {
        env: { ...process.env, TEST_TIMES_FILE: timesFile },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let text = "";
      child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (text += chunk.toString()));
      child.on("close", (exit) => resolve({ code: exit, output: text }));
    });
    const wallS = (performance.now() - started) / 1000;
    if (code !== 0) {
      const tail = output.split("\n").slice(-40).join("\n");
      throw new Error(`npm test failed (exit ${code}); its last lines:\n${tail}`);
    }
    const times = JSON.parse(readFileSync(timesFile, "utf8")) as TestTimes;
    return [
      { name: "npm test: wall time", value: wallS, unit: "s", target: { below: SUITE_TARGET_S } },
      // The checks run beside the tests at the lowest priority: what they add is the wall time past the tests'.
      {
        name: "npm test: time past the tests (checks, start-up)",
        value: wallS - times.runMs / 1000,
        unit: "s",
      },
      ...times.projects.map((project) => ({
        name: `npm test: ${project.name} (${project.files} files)`,
        value: project.wallMs / 1000,
        unit: "s",
      })),
      { name: "npm test: tests passed", value: times.passed, unit: "tests" },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
