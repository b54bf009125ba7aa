import { and, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { assertNever, DISPLAY_TIME_ZONE, type ColumnFilter } from "@fieldstead/domain";
import type { ListColumn } from "./list-query.ts";
import { isValidKeyText } from "./list-query.cursor.ts";
import { ListQueryError } from "./list-query.errors.ts";

type TextFilter = Extract<ColumnFilter, { filterType: "text" }>;
type NumberFilter = Extract<ColumnFilter, { filterType: "number" }>;
type DateFilter = Extract<ColumnFilter, { filterType: "date" }>;
type SetFilter = Extract<ColumnFilter, { filterType: "set" }>;

/** LIKE treats %, _ and \ specially; a filter on them means the characters themselves. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const checkText = (field: string, text: string): string => {
  if (text.includes("\u0000")) throw new ListQueryError(field, "must not contain a NUL character");
  return text;
};

const isBlank = (e: SQLWrapper, isText: boolean): SQL =>
  isText ? sql`(${e} is null or ${e} = '')` : sql`${e} is null`;
const isNotBlank = (e: SQLWrapper, isText: boolean): SQL =>
  isText ? sql`(${e} is not null and ${e} <> '')` : sql`${e} is not null`;

const textCondition = (e: SQLWrapper, filter: TextFilter, field: string): SQL => {
  if (filter.type === "blank") return isBlank(e, true);
  if (filter.type === "notBlank") return isNotBlank(e, true);
  if (filter.filter === null || filter.filter === undefined)
    throw new ListQueryError(`${field}.filter`, "is required for this filter type");
  const text = escapeLike(checkText(`${field}.filter`, filter.filter));
  // Text filters ignore case, as the grid's own text filter does.
  switch (filter.type) {
    case "contains":
      return sql`${e} ilike ${`%${text}%`}`;
    case "notContains":
      return sql`(${e} is null or ${e} not ilike ${`%${text}%`})`;
    case "equals":
      return sql`${e} ilike ${text}`;
    case "notEqual":
      return sql`(${e} is null or ${e} not ilike ${text})`;
    case "startsWith":
      return sql`${e} ilike ${`${text}%`}`;
    case "endsWith":
      return sql`${e} ilike ${`%${text}`}`;
    default:
      return assertNever(filter.type);
  }
};

/**
 * A number as a parameter. A whole number for an integer column is bound as it is, so the column's index
 * serves; anything else is bound as numeric, so an integer column compared with 2.5 is a comparison and not
 * a cast error.
 */
const numberParam = (column: ListColumn, value: number): SQL =>
  column.isInteger && Number.isSafeInteger(value) && Math.abs(value) < 2 ** 31
    ? sql`${value}`
    : sql`${String(value)}::numeric`;

const numberCondition = (column: ListColumn, filter: NumberFilter, field: string): SQL => {
  const e = column.sql;
  if (filter.type === "blank") return isBlank(e, false);
  if (filter.type === "notBlank") return isNotBlank(e, false);
  const from = filter.filter;
  if (from === null || from === undefined)
    throw new ListQueryError(`${field}.filter`, "is required for this filter type");
  const value = numberParam(column, from);
  switch (filter.type) {
    case "equals":
      return sql`${e} = ${value}`;
    case "notEqual":
      return sql`(${e} is null or ${e} <> ${value})`;
    case "lessThan":
      return sql`${e} < ${value}`;
    case "lessThanOrEqual":
      return sql`${e} <= ${value}`;
    case "greaterThan":
      return sql`${e} > ${value}`;
    case "greaterThanOrEqual":
      return sql`${e} >= ${value}`;
    case "inRange": {
      if (filter.filterTo === null || filter.filterTo === undefined)
        throw new ListQueryError(`${field}.filterTo`, "is required for a range");
      const [low, high] = [from, filter.filterTo].sort((a, b) => a - b);
      return sql`${e} between ${numberParam(column, low!)} and ${numberParam(column, high!)}`;
    }
    default:
      return assertNever(filter.type);
  }
};

/** The day a grid date names ('YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss'): only the date part counts. */
const dayOf = (text: string | null | undefined, field: string): string => {
  const day = text?.slice(0, 10);
  if (!day) throw new ListQueryError(field, "is required for this filter type");
  if (!isValidKeyText("date", day)) throw new ListQueryError(field, "is not a real date");
  return day;
};

const dateCondition = (column: ListColumn, filter: DateFilter, field: string): SQL => {
  const e = column.sql;
  if (filter.type === "blank") return isBlank(e, false);
  if (filter.type === "notBlank") return isNotBlank(e, false);
  // A day of a point-in-time column is that day in the display time zone; both bounds stay index-friendly.
  const start = (day: string): SQL =>
    column.isTimestamp ? sql`(${day}::date::timestamp at time zone ${DISPLAY_TIME_ZONE})` : sql`${day}::date`;
  const end = (day: string): SQL =>
    column.isTimestamp
      ? sql`((${day}::date + 1)::timestamp at time zone ${DISPLAY_TIME_ZONE})`
      : sql`(${day}::date + 1)`;
  const from = dayOf(filter.dateFrom, `${field}.dateFrom`);
  switch (filter.type) {
    case "equals":
      return sql`(${e} >= ${start(from)} and ${e} < ${end(from)})`;
    case "notEqual":
      return sql`(${e} is null or ${e} < ${start(from)} or ${e} >= ${end(from)})`;
    case "lessThan":
      return sql`${e} < ${start(from)}`;
    case "greaterThan":
      return sql`${e} >= ${end(from)}`;
    case "inRange": {
      const to = dayOf(filter.dateTo, `${field}.dateTo`);
      const [low, high] = [from, to].sort();
      // Both days belong to the range.
      return sql`(${e} >= ${start(low!)} and ${e} < ${end(high!)})`;
    }
    default:
      return assertNever(filter.type);
  }
};

const setCondition = (column: ListColumn, filter: SetFilter, field: string): SQL => {
  // Nothing chosen: nothing shown, as in a grid's set filter with every box cleared.
  if (filter.values.length === 0) return sql`false`;
  const isNumeric = column.type === "number" || column.setOf === "number";
  const values = filter.values.map((value, index): SQL => {
    if (!isNumeric) {
      if (typeof value !== "string") throw new ListQueryError(`${field}.values.${index}`, "must be text");
      return sql`${checkText(`${field}.values.${index}`, value)}`;
    }
    // The grid's value lists send numbers as text at times: both are taken.
    const number = typeof value === "number" ? value : Number(value.trim());
    if ((typeof value === "string" && !isValidKeyText("number", value.trim())) || !Number.isFinite(number))
      throw new ListQueryError(`${field}.values.${index}`, "must be a number");
    return numberParam(column, number);
  });
  return sql`${column.sql} in (${sql.join(values, sql`, `)})`;
};

/** Which filter types a column takes: its own type, plus a choice of values on text and number columns. */
const takes = (column: ListColumn, filterType: ColumnFilter["filterType"]): boolean => {
  if (filterType === column.type) return true;
  if (filterType === "set") return column.type === "text" || column.type === "number";
  if (filterType === "text") return column.type === "set" && column.setOf !== "number";
  return false;
};

/** One column's filter as a condition; `field` names it in errors (e.g. FilterModel.Name). */
export const filterCondition = (column: ListColumn, filter: ColumnFilter, field: string): SQL => {
  if (!takes(column, filter.filterType))
    throw new ListQueryError(`${field}.filterType`, `this column takes a ${column.type} filter`);
  switch (filter.filterType) {
    case "text":
      return textCondition(column.sql, filter, field);
    case "number":
      return numberCondition(column, filter, field);
    case "date":
      return dateCondition(column, filter, field);
    case "set":
      return setCondition(column, filter, field);
    default:
      return assertNever(filter);
  }
};

/** Most words a search is split into. */
export const SEARCH_MAX_WORDS = 8;

/** Any of the columns holds the pattern, in any case. */
export const columnsHolding = (columns: SQLWrapper[], pattern: string): SQL =>
  columns.length === 0
    ? sql`false`
    : sql`(${sql.join(
        columns.map((c) => sql`${c} ilike ${pattern}`),
        sql` or `,
      )})`;

/** Every word of the search must match the row; `term` says how one word (as a LIKE pattern) matches. */
export const searchCondition = (term: (pattern: string) => SQL, search: string): SQL | undefined => {
  const words = checkText("Search", search).split(/\s+/).filter(Boolean).slice(0, SEARCH_MAX_WORDS);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => term(`%${escapeLike(word)}%`)));
};
