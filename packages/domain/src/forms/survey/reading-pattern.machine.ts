import {
  type CharTest,
  isLineTerminator,
  isWordCode,
  type PatternFlags,
  UnsupportedPatternError,
} from "./reading-pattern.chars.ts";
import type { PatternAssertion, PatternNode } from "./reading-pattern.parser.ts";

/**
 * A pattern compiled for a matcher that never backtracks: it follows every way the pattern could match at once,
 * one character of the text at a time (Thompson's construction, run as a Pike machine without captures). Its
 * work is at most the text's length times the program's size, whatever the pattern: `^(a+)+$` against ten
 * thousand 'a's and a 'b' answers as fast as `^a+$` does.
 */
type Instruction =
  | { readonly op: "char"; readonly test: CharTest }
  | { op: "split"; readonly to: number; alt: number }
  | { readonly op: "jump"; readonly to: number }
  | { readonly op: "assert"; readonly at: PatternAssertion }
  | { readonly op: "match" };

export type PatternProgram = readonly Instruction[];

/**
 * The most instructions a compiled pattern may have. Counted repetition is written out (`[a-z]{1,50}` takes
 * about a hundred), so this bounds both memory and the work per character of the text: the worst pattern
 * allowed, an unanchored `(.{0,990})x`, takes about a third of a second on a 10,000-character reading; the
 * patterns forms carry take well under a millisecond.
 */
export const MAX_PROGRAM_SIZE = 2_000;

/** Compiles a pattern tree; throws UnsupportedPatternError when it would need more than MAX_PROGRAM_SIZE steps. */
export const compilePattern = (root: PatternNode): PatternProgram => {
  const program: Instruction[] = [];
  const emit = <T extends Instruction>(instruction: T): T => {
    if (program.length >= MAX_PROGRAM_SIZE) throw new UnsupportedPatternError("pattern too large");
    program.push(instruction);
    return instruction;
  };
  const split = () => emit({ op: "split", to: program.length + 1, alt: -1 });
  // Recursion follows group nesting, which the parser bounds (MAX_GROUP_DEPTH).
  const compile = (node: PatternNode): void => {
    switch (node.kind) {
      case "char":
        emit({ op: "char", test: node.test });
        return;
      case "assert":
        emit({ op: "assert", at: node.at });
        return;
      case "seq":
        node.items.forEach(compile);
        return;
      case "alt": {
        const exits: number[] = [];
        node.options.forEach((option, index) => {
          const isLast = index === node.options.length - 1;
          const fork = isLast ? null : split();
          compile(option);
          if (isLast) return;
          exits.push(program.length);
          emit({ op: "jump", to: -1 });
          fork!.alt = program.length;
        });
        for (const at of exits) program[at] = { op: "jump", to: program.length };
        return;
      }
      case "repeat": {
        for (let k = 0; k < node.min; k += 1) compile(node.body);
        if (node.max === Infinity) {
          const loopAt = program.length;
          const fork = split();
          compile(node.body);
          emit({ op: "jump", to: loopAt });
          fork.alt = program.length;
          return;
        }
        const forks: ReturnType<typeof split>[] = [];
        for (let k = node.min; k < node.max; k += 1) {
          forks.push(split());
          compile(node.body);
        }
        for (const fork of forks) fork.alt = program.length;
        return;
      }
    }
  };
  compile(root);
  emit({ op: "match" });
  return program;
};

/**
 * Whether the program matches anywhere in the text, as RegExp.prototype.test would for a fresh expression
 * (with the y flag only a match starting at the beginning counts).
 */
export const runPattern = (program: PatternProgram, text: string, flags: PatternFlags): boolean => {
  const size = program.length;
  const length = text.length;
  const seen = new Int32Array(size);
  const stack: number[] = [];
  let current = new Int32Array(size);
  let next = new Int32Array(size);
  let stamp = 1;
  let matched = false;

  const isWordAt = (at: number) => at >= 0 && at < length && isWordCode(text.charCodeAt(at), flags);
  const holds = (at: PatternAssertion, pos: number): boolean => {
    switch (at) {
      case "start":
        return pos === 0 || (flags.multiline && isLineTerminator(text.charCodeAt(pos - 1)));
      case "end":
        return pos === length || (flags.multiline && isLineTerminator(text.charCodeAt(pos)));
      case "wordBoundary":
        return isWordAt(pos - 1) !== isWordAt(pos);
      case "notWordBoundary":
        return isWordAt(pos - 1) === isWordAt(pos);
    }
  };
  // Adds the threads reachable from `start` without reading a character; each instruction once per step.
  const add = (list: Int32Array, count: number, start: number, pos: number): number => {
    let filled = count;
    stack.push(start);
    while (stack.length > 0) {
      const pc = stack.pop()!;
      if (seen[pc] === stamp) continue;
      seen[pc] = stamp;
      const instruction = program[pc]!;
      if (instruction.op === "char") list[filled++] = pc;
      else if (instruction.op === "match") matched = true;
      else if (instruction.op === "jump") stack.push(instruction.to);
      else if (instruction.op === "split") stack.push(instruction.alt, instruction.to);
      else if (holds(instruction.at, pos)) stack.push(pc + 1);
    }
    return filled;
  };

  let count = add(current, 0, 0, 0);
  let pos = 0;
  while (!matched && pos < length && (count > 0 || !flags.sticky)) {
    const code = flags.unicode ? text.codePointAt(pos)! : text.charCodeAt(pos);
    const width = code > 0xffff ? 2 : 1;
    const character = code < 128 ? "" : String.fromCodePoint(code);
    stamp += 1;
    let nextCount = 0;
    for (let k = 0; k < count; k += 1) {
      const pc = current[k]!;
      const instruction = program[pc] as Extract<Instruction, { op: "char" }>;
      if (instruction.test(code, character)) nextCount = add(next, nextCount, pc + 1, pos + width);
    }
    pos += width;
    if (!flags.sticky) nextCount = add(next, nextCount, 0, pos);
    [current, next] = [next, current];
    count = nextCount;
  }
  return matched;
};
