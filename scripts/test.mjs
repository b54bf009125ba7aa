#!/usr/bin/env node
// `npm test`: the static checks (scripts/check.mjs) and every test (vitest) side by side. The checks run at the
// lowest CPU priority, so they take only the time the tests leave idle (the browser tests mostly wait on the
// browser): the run takes about as long as the tests alone instead of the checks' minute more. The checks'
// report is printed after the tests'; the exit code is 1 when either failed.
import { spawn } from "node:child_process";

const started = Date.now();

/** Runs a command; answers its exit code and, when `capture`, what it printed. */
const run = (command, args, { capture }) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: capture ? ["ignore", "pipe", "pipe"] : "inherit" });
    let output = "";
    if (capture) {
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
    }
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });

const checks = run("nice", ["-n", "19", process.execPath, "scripts/check.mjs"], { capture: true });
const tests = await run("npx", ["vitest", "run", ...process.argv.slice(2)], { capture: false });
const checked = await checks;

process.stdout.write(`\nstatic checks (run beside the tests):\n${checked.output.trim()}\n`);
process.stdout.write(`npm test: ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
process.exit(tests.code !== 0 || checked.code !== 0 ? 1 : 0);
