#!/usr/bin/env node
// The static checks `npm test` runs before the tests: each package's type check, ESLint and Prettier, two at a
// time (each is one process on one core; one after another they left the second core idle). Each check's
// output is printed when it ends, with its time; the exit code is 1 when any check failed.
import { spawn } from "node:child_process";
import { cpus } from "node:os";

const CHECKS = [
  ["types: apps/web", "npx", ["tsc", "-p", "apps/web", "--noEmit"]],
  ["types: apps/server", "npx", ["tsc", "-p", "apps/server", "--noEmit"]],
  ["lint: eslint", "npx", ["eslint", "."]],
  ["lint: prettier", "npx", ["prettier", "--check", "."]],
  ["types: e2e", "npx", ["tsc", "-p", "e2e", "--noEmit"]],
  ["types: packages/domain", "npx", ["tsc", "-p", "packages/domain", "--noEmit"]],
];

const parallel = Math.max(1, Math.min(Number(process.env.CHECK_PARALLEL) || cpus().length, 4));

const run = ([name, command, args]) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      process.stdout.write(`${ok ? "ok  " : "FAIL"} ${name} (${seconds} s)\n`);
      if (!ok) process.stdout.write(`${output.trim()}\n`);
      resolve(ok);
    });
  });

const started = Date.now();
const queue = [...CHECKS];
const results = [];
await Promise.all(
  Array.from({ length: parallel }, async () => {
    for (let check = queue.shift(); check; check = queue.shift()) results.push(await run(check));
  }),
);
process.stdout.write(`checks: ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
if (results.includes(false)) process.exit(1);
