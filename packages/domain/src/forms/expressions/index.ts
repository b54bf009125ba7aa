/**
 * The expressions a form carries: a date question's range rule ('$ >= 0000^-30d^ && $ <= 0000') and a
 * calculated field's formula ('[Length] * [Width] / 2'), each read without eval and without recursion.
 */
export * from "./calendar-days.rules.ts";
export * from "./date-range.messages.ts";
export * from "./date-range-tokens.rules.ts";
export * from "./date-range-parse.rules.ts";
export * from "./date-range-check.rules.ts";
export * from "./formula.messages.ts";
export * from "./formula-tokens.rules.ts";
export * from "./formula-check.rules.ts";
export * from "./formula-evaluate.rules.ts";
export * from "./formula-references.rules.ts";
