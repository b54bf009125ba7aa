import {
  type CharTest,
  literalCharTest,
  nativeCharTest,
  type PatternFlags,
  UnsupportedPatternError,
} from "./reading-pattern.chars.ts";

/** A zero-width check: start or end of the text (or of a line with the m flag), a word boundary or not. */
export type PatternAssertion = "start" | "end" | "wordBoundary" | "notWordBoundary";

/** A pattern read into a tree the linear matcher compiles. */
export type PatternNode =
  | { readonly kind: "char"; readonly test: CharTest }
  | { readonly kind: "assert"; readonly at: PatternAssertion }
  | { readonly kind: "seq"; readonly items: readonly PatternNode[] }
  | { readonly kind: "alt"; readonly options: readonly PatternNode[] }
  | { readonly kind: "repeat"; readonly body: PatternNode; readonly min: number; readonly max: number };

/** Groups nest at most this deep; deeper patterns are refused so nothing can exhaust the call stack. */
export const MAX_GROUP_DEPTH = 100;
// Counts above this are refused outright; smaller ones are still bounded by the matcher's program size.
const MAX_COUNT_DIGITS = 6;

type Read = { readonly node: PatternNode; readonly end: number };
type Quantifier = { readonly min: number; readonly max: number; readonly end: number };
type Frame = { options: PatternNode[]; items: PatternNode[] };

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= "0" && c <= "9";
const isHex = (c: string | undefined): boolean => c !== undefined && /^[0-9a-fA-F]$/.test(c);
const isLetter = (c: string | undefined): boolean => c !== undefined && /^[a-zA-Z]$/.test(c);
const unsupported = (what: string): never => {
  throw new UnsupportedPatternError(what);
};

const sequence = (items: PatternNode[]): PatternNode =>
  items.length === 1 ? items[0]! : { kind: "seq", items };
const closeFrame = (frame: Frame): PatternNode => {
  const options = [...frame.options, sequence(frame.items)];
  return options.length === 1 ? options[0]! : { kind: "alt", options };
};

const char = (source: string, flags: PatternFlags, end: number): Read => ({
  node: { kind: "char", test: nativeCharTest(source, flags) },
  end,
});
const literal = (c: string, flags: PatternFlags, end: number): Read => ({
  node: { kind: "char", test: literalCharTest(c, flags) },
  end,
});

/** The index of the first `close` at or after `from`, or the end of the pattern. */
const indexOf = (chars: readonly string[], close: string, from: number): number => {
  let at = from;
  while (at < chars.length && chars[at] !== close) at += 1;
  return at;
};

/** An escape outside a class, starting at the backslash. */
const readEscape = (chars: readonly string[], i: number, flags: PatternFlags): Read => {
  const d = chars[i + 1] ?? "\\";
  if ("dDwWsS".includes(d)) return char(`\\${d}`, flags, i + 2);
  if (d === "b") return { node: { kind: "assert", at: "wordBoundary" }, end: i + 2 };
  if (d === "B") return { node: { kind: "assert", at: "notWordBoundary" }, end: i + 2 };
  if ((d >= "1" && d <= "9") || d === "k") return unsupported("back-reference");
  if (d === "0") return isDigit(chars[i + 2]) ? unsupported("octal escape") : char("\\0", flags, i + 2);
  if (d === "x")
    return isHex(chars[i + 2]) && isHex(chars[i + 3])
      ? char(chars.slice(i, i + 4).join(""), flags, i + 4)
      : literal("x", flags, i + 2);
  if (d === "u") return readUnicodeEscape(chars, i, flags);
  if (d === "c")
    return isLetter(chars[i + 2]) ? char(`\\c${chars[i + 2]}`, flags, i + 3) : unsupported("\\c");
  if ((d === "p" || d === "P") && flags.unicode) {
    const end = indexOf(chars, "}", i + 2) + 1;
    return char(chars.slice(i, end).join(""), flags, end);
  }
  return char(`\\${d}`, flags, i + 2);
};

// \uHHHH, \u{H…} with the u flag, and with the u flag a pair of \uHHHH surrogates as one character.
const readUnicodeEscape = (chars: readonly string[], i: number, flags: PatternFlags): Read => {
  if (flags.unicode && chars[i + 2] === "{") {
    const end = indexOf(chars, "}", i + 3) + 1;
    return char(chars.slice(i, end).join(""), flags, end);
  }
  const fourHex = (at: number) => [1, 2, 3, 4].every((k) => isHex(chars[at + k]));
  if (!fourHex(i + 1)) return literal("u", flags, i + 2);
  const code = Number.parseInt(chars.slice(i + 2, i + 6).join(""), 16);
  const isLead = code >= 0xd800 && code <= 0xdbff;
  if (flags.unicode && isLead && chars[i + 6] === "\\" && chars[i + 7] === "u" && fourHex(i + 7))
    return char(chars.slice(i, i + 12).join(""), flags, i + 12);
  return char(chars.slice(i, i + 6).join(""), flags, i + 6);
};

/** A class `[…]`, from its `[` to its `]`; `[]` matches nothing and `[^]` anything, as in JavaScript. */
const readClass = (chars: readonly string[], i: number, flags: PatternFlags): Read => {
  let at = i + 1;
  if (chars[at] === "^") at += 1;
  while (at < chars.length && chars[at] !== "]") at += chars[at] === "\\" ? 2 : 1;
  return char(chars.slice(i, at + 1).join(""), flags, at + 1);
};

const readAtom = (chars: readonly string[], i: number, flags: PatternFlags): Read => {
  const c = chars[i]!;
  if (c === "[") return readClass(chars, i, flags);
  if (c === "\\") return readEscape(chars, i, flags);
  if (c === ".") return char(".", flags, i + 1);
  if (c === "^") return { node: { kind: "assert", at: "start" }, end: i + 1 };
  if (c === "$") return { node: { kind: "assert", at: "end" }, end: i + 1 };
  return literal(c, flags, i + 1);
};

const readCount = (chars: readonly string[], from: number): { value: number; end: number } | null => {
  let at = from;
  while (isDigit(chars[at])) at += 1;
  if (at === from) return null;
  if (at - from > MAX_COUNT_DIGITS) return unsupported("count too large");
  return { value: Number(chars.slice(from, at).join("")), end: at };
};

/** `*`, `+`, `?`, `{n}`, `{n,}` or `{n,m}` (a lazy `?` after it changes nothing for a yes/no test). */
const readQuantifier = (chars: readonly string[], i: number): Quantifier | null => {
  const c = chars[i];
  let found: Quantifier | null = null;
  if (c === "*") found = { min: 0, max: Infinity, end: i + 1 };
  else if (c === "+") found = { min: 1, max: Infinity, end: i + 1 };
  else if (c === "?") found = { min: 0, max: 1, end: i + 1 };
  else if (c === "{") {
    const low = readCount(chars, i + 1);
    if (low && chars[low.end] === "}") found = { min: low.value, max: low.value, end: low.end + 1 };
    else if (low && chars[low.end] === ",") {
      const high = readCount(chars, low.end + 1);
      const close = high ? high.end : low.end + 1;
      if (chars[close] === "}") found = { min: low.value, max: high ? high.value : Infinity, end: close + 1 };
    }
  }
  if (found && chars[found.end] === "?") return { ...found, end: found.end + 1 };
  return found;
};

/** The index just past a group's opening: `(`, `(?:` or `(?<name>`; look-around is refused. */
const openGroup = (chars: readonly string[], i: number): number => {
  if (chars[i + 1] !== "?") return i + 1;
  if (chars[i + 2] === ":") return i + 3;
  if (chars[i + 2] === "<" && chars[i + 3] !== "=" && chars[i + 3] !== "!")
    return indexOf(chars, ">", i + 3) + 1;
  return unsupported("look-around");
};

/**
 * Reads a pattern that the platform has already accepted as valid into a tree, without recursion. Throws
 * UnsupportedPatternError for look-around, back-references, legacy octal escapes and nesting deeper than
 * MAX_GROUP_DEPTH.
 */
export const parsePattern = (source: string, flags: PatternFlags): PatternNode => {
  const chars = flags.unicode ? Array.from(source) : source.split("");
  const frames: Frame[] = [{ options: [], items: [] }];
  let i = 0;
  while (i < chars.length) {
    const frame = frames[frames.length - 1]!;
    const c = chars[i]!;
    if (c === "|") {
      frame.options.push(sequence(frame.items));
      frame.items = [];
      i += 1;
      continue;
    }
    if (c === "(") {
      if (frames.length > MAX_GROUP_DEPTH) unsupported("groups nested too deep");
      i = openGroup(chars, i);
      frames.push({ options: [], items: [] });
      continue;
    }
    if (c === ")") {
      if (frames.length === 1) unsupported("unbalanced parenthesis");
      frames.pop();
      frames[frames.length - 1]!.items.push(closeFrame(frame));
      i += 1;
      continue;
    }
    const quantifier = readQuantifier(chars, i);
    if (quantifier) {
      const body = frame.items.pop();
      if (!body || body.kind === "assert") unsupported("nothing to repeat");
      frame.items.push({ kind: "repeat", body: body!, min: quantifier.min, max: quantifier.max });
      i = quantifier.end;
      continue;
    }
    const atom = readAtom(chars, i, flags);
    frame.items.push(atom.node);
    i = atom.end;
  }
  if (frames.length !== 1) unsupported("unbalanced parenthesis");
  return closeFrame(frames[0]!);
};
