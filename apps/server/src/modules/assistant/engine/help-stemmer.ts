/**
 * English suffix stripping after M. F. Porter's algorithm (1980): "assigned", "assigning" and "assignment"
 * all become "assign", so a question and an article meet whatever form of a word each uses.
 */

const isConsonant = (word: string, i: number): boolean => {
  const c = word[i];
  if (c === "a" || c === "e" || c === "i" || c === "o" || c === "u") return false;
  if (c === "y") return i === 0 || !isConsonant(word, i - 1);
  return true;
};

/** m in [C](VC){m}[V]: how many vowel-consonant runs the stem holds. */
const measure = (stem: string): number => {
  let runs = 0;
  let i = 0;
  while (i < stem.length && isConsonant(stem, i)) i++;
  while (i < stem.length) {
    while (i < stem.length && !isConsonant(stem, i)) i++;
    if (i >= stem.length) break;
    while (i < stem.length && isConsonant(stem, i)) i++;
    runs++;
  }
  return runs;
};

const hasVowel = (stem: string): boolean => [...stem].some((_, i) => !isConsonant(stem, i));

const endsWithDoubleConsonant = (stem: string): boolean => {
  const n = stem.length;
  return n >= 2 && stem[n - 1] === stem[n - 2] && isConsonant(stem, n - 1);
};

/** Consonant-vowel-consonant, the last not w, x or y (as in "hop", not "snow"). */
const endsWithCvc = (stem: string): boolean => {
  const n = stem.length;
  if (n < 3) return false;
  const last = stem[n - 1]!;
  return (
    isConsonant(stem, n - 3) && !isConsonant(stem, n - 2) && isConsonant(stem, n - 1) && !"wxy".includes(last)
  );
};

type Rule = readonly [suffix: string, replacement: string];

/** Replaces the longest listed suffix whose stem passes `accepts`; a longest match that fails stops the step. */
const applyRules = (word: string, rules: readonly Rule[], accepts: (stem: string) => boolean): string => {
  let best: Rule | undefined;
  for (const rule of rules) {
    if (word.endsWith(rule[0]) && (!best || rule[0].length > best[0].length)) best = rule;
  }
  if (!best) return word;
  const stem = word.slice(0, word.length - best[0].length);
  return accepts(stem) ? stem + best[1] : word;
};

const STEP_2: readonly Rule[] = [
  ["ational", "ate"],
  ["tional", "tion"],
  ["enci", "ence"],
  ["anci", "ance"],
  ["izer", "ize"],
  ["bli", "ble"],
  ["alli", "al"],
  ["entli", "ent"],
  ["eli", "e"],
  ["ousli", "ous"],
  ["ization", "ize"],
  ["ation", "ate"],
  ["ator", "ate"],
  ["alism", "al"],
  ["iveness", "ive"],
  ["fulness", "ful"],
  ["ousness", "ous"],
  ["aliti", "al"],
  ["iviti", "ive"],
  ["biliti", "ble"],
  ["logi", "log"],
];

const STEP_3: readonly Rule[] = [
  ["icate", "ic"],
  ["ative", ""],
  ["alize", "al"],
  ["iciti", "ic"],
  ["ical", "ic"],
  ["ful", ""],
  ["ness", ""],
];

const STEP_4_SUFFIXES = [
  "al",
  "ance",
  "ence",
  "er",
  "ic",
  "able",
  "ible",
  "ant",
  "ement",
  "ment",
  "ent",
  "ion",
  "ou",
  "ism",
  "ate",
  "iti",
  "ous",
  "ive",
  "ize",
] as const;
const STEP_4: readonly Rule[] = STEP_4_SUFFIXES.map((suffix) => [suffix, ""] as const);

const step1a = (word: string): string => {
  if (word.endsWith("sses") || word.endsWith("ies")) return word.slice(0, -2);
  if (word.endsWith("ss")) return word;
  return word.endsWith("s") ? word.slice(0, -1) : word;
};

const step1b = (word: string): string => {
  if (word.endsWith("eed")) return measure(word.slice(0, -3)) > 0 ? word.slice(0, -1) : word;
  const suffix = word.endsWith("ed") ? "ed" : word.endsWith("ing") ? "ing" : "";
  const stem = word.slice(0, word.length - suffix.length);
  if (!suffix || !hasVowel(stem)) return word;
  if (stem.endsWith("at") || stem.endsWith("bl") || stem.endsWith("iz")) return `${stem}e`;
  if (endsWithDoubleConsonant(stem) && !/[lsz]$/.test(stem)) return stem.slice(0, -1);
  return measure(stem) === 1 && endsWithCvc(stem) ? `${stem}e` : stem;
};

const step1c = (word: string): string =>
  word.endsWith("y") && hasVowel(word.slice(0, -1)) ? `${word.slice(0, -1)}i` : word;

const step4 = (word: string): string =>
  applyRules(word, STEP_4, (stem) => {
    if (measure(stem) <= 1) return false;
    // "-ion" goes only after s or t ("adoption" -> "adopt", but "onion" stays).
    return !word.endsWith("ion") || /[st]$/.test(stem);
  });

const step5 = (word: string): string => {
  let result = word;
  if (result.endsWith("e")) {
    const stem = result.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !endsWithCvc(stem))) result = stem;
  }
  if (measure(result) > 1 && endsWithDoubleConsonant(result) && result.endsWith("l"))
    result = result.slice(0, -1);
  return result;
};

/** The stem of one lower-case word; words of one or two letters and words with digits stay as they are. */
export const stemWord = (word: string): string => {
  if (word.length <= 2 || /\d/.test(word)) return word;
  let result = step1c(step1b(step1a(word)));
  result = applyRules(result, STEP_2, (stem) => measure(stem) > 0);
  result = applyRules(result, STEP_3, (stem) => measure(stem) > 0);
  return step5(step4(result));
};
