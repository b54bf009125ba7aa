import { z } from "zod";

/**
 * Why a text is refused. PostgreSQL cannot store U+0000 in text or JSON, and an unpaired UTF-16 surrogate is
 * not a character at all (no encoding can write it), so neither is accepted anywhere.
 */
export const UNSTORABLE_TEXT_MESSAGE = "must not contain a NUL character (U+0000) or an unpaired surrogate";

const NUL = "\u0000";
// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, "g");

const isUnstorable = (text: string): boolean => text.includes(NUL) || LONE_SURROGATE.test(text);

/** True when the text holds U+0000 or an unpaired surrogate. */
export const hasUnstorableText = ({ text }: { text: string }): boolean => isUnstorable(text);

/** A zod refinement: `.refine(isStorableText, UNSTORABLE_TEXT_MESSAGE)`. */
export const isStorableText = (text: string): boolean => !isUnstorable(text);

/** A string that can be stored: no U+0000, no unpaired surrogate. */
export const StorableTextSchema = z.string().refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

export type TextPath = readonly (string | number)[];

/** A key named in a path: a refused key shows U+FFFD in place of each refused character. */
const shownKey = (key: string): string => key.replaceAll(NUL, "\uFFFD").replace(LONE_SURROGATES, "\uFFFD");

/**
 * The path of the first string (or object key) in a value that holds U+0000 or an unpaired surrogate, in the
 * order the value lists them (`["Locations", 3, "Name"]`); `[]` when the value itself is such a string; null
 * when there is none. Walks with its own stack, so no nesting depth can exhaust the call stack.
 */
export const findUnstorableText = ({ value }: { value: unknown }): TextPath | null => {
  // Each entry links to its parent, so a path is built only for the text that is found.
  type Entry = { value: unknown; key: string | number | null; parent: Entry | null; isRefusedKey: boolean };
  const pathOf = (entry: Entry): TextPath => {
    const path: (string | number)[] = [];
    for (let at: Entry | null = entry; at !== null && at.key !== null; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const stack: Entry[] = [{ value, key: null, parent: null, isRefusedKey: false }];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (next.isRefusedKey) return pathOf(next);
    if (typeof next.value === "string") {
      if (isUnstorable(next.value)) return pathOf(next);
      continue;
    }
    // Bytes (a raw body) are not text.
    if (typeof next.value !== "object" || next.value === null || ArrayBuffer.isView(next.value)) continue;
    const children: Entry[] = [];
    const add = (item: unknown, key: string | number, isRefusedKey = false) => {
      if (isRefusedKey || typeof item === "string" || (typeof item === "object" && item !== null))
        children.push({ value: item, key, parent: next, isRefusedKey });
    };
    if (Array.isArray(next.value)) next.value.forEach((item, index) => add(item, index));
    else
      for (const [key, item] of Object.entries(next.value))
        if (isUnstorable(key)) add(item, shownKey(key), true);
        else add(item, key);
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]!);
  }
  return null;
};
