import type { ReactNode } from "react";
import { Chip } from "@mui/material";
import type { DataGridColumn } from "./grid-columns.ts";
import { formatDateCell } from "./grid-format.ts";

/** One line of a card: what it says and its value. */
export type CardFact = { label: string; value: ReactNode };

/**
 * How a list's row reads as a card on a phone: the record's number or code, its name, its status, and the few
 * facts that decide what to do next (a date, a place …). A card is opened as a row is (the list's row click).
 */
export type CardMapping<Row> = {
  /** Small text above the title: the record's number or code. */
  overline?: (row: Row) => string | null;
  title: (row: Row) => string;
  /** At the card's top right: the record's status, as a chip. */
  status?: (row: Row) => ReactNode;
  /** The lines under the title; a line without a value (null, undefined, false or '') is left out. */
  facts?: (row: Row) => readonly CardFact[];
};

/** A cell's text as the grid writes it: its own format, a date, a set's label, or the value. */
export const columnText = <Row,>(column: DataGridColumn<Row>, row: Row): string => {
  if (column.format) return column.format(row);
  const value = row[column.colId];
  if (value === null || value === undefined) return "";
  if (column.type === "date") return formatDateCell(value, column.showsTime);
  if (column.type === "set")
    return column.options?.find((o) => o.value === value)?.label ?? String(value as string | number);
  return String(value as string | number);
};

/** A cell as the grid draws it: its own drawing (a chip, a link …) where it has one, else its text. */
const columnValue = <Row,>(column: DataGridColumn<Row>, row: Row): ReactNode =>
  column.renderCell ? column.renderCell(row) : columnText(column, row);

type ColumnId<Row> = keyof Row & string;

/** Which of a list's columns make its card: the code above, the title, the status, and the lines. */
export type CardPicks<Row> = {
  overline?: ColumnId<Row>;
  title: ColumnId<Row>;
  status?: ColumnId<Row>;
  facts?: readonly ColumnId<Row>[];
};

/**
 * A card from the list's own columns, so it says what the grid says in the same words: each line is labelled
 * with its column's header. A status without a drawing of its own shows as an outlined chip.
 */
export const pickCard = <Row,>(
  columns: readonly DataGridColumn<Row>[],
  picks: CardPicks<Row>,
): CardMapping<Row> => {
  const column = (colId: ColumnId<Row>): DataGridColumn<Row> => {
    const found = columns.find((c) => c.colId === colId);
    if (!found) throw new Error(`The list has no column '${colId}' for its card`);
    return found;
  };
  const title = column(picks.title);
  const overline = picks.overline ? column(picks.overline) : null;
  const status = picks.status ? column(picks.status) : null;
  const facts = (picks.facts ?? []).map(column);
  return {
    title: (row) => columnText(title, row),
    ...(overline ? { overline: (row: Row) => columnText(overline, row) || null } : {}),
    ...(status
      ? {
          status: (row: Row) =>
            status.renderCell ? (
              status.renderCell(row)
            ) : (
              <Chip size="small" variant="outlined" label={columnText(status, row)} />
            ),
        }
      : {}),
    facts: (row) => facts.map((fact) => ({ label: fact.header, value: columnValue(fact, row) })),
  };
};

/** How many of the list's shown columns a card made from them lists under its title. */
const FALLBACK_FACTS = 4;

/**
 * A card made from the list's columns, for a list without a card of its own: the first shown column as
 * the title, the next few as its lines.
 */
export const cardFromColumns = <Row,>(columns: readonly DataGridColumn<Row>[]): CardMapping<Row> => {
  const shown = columns.filter((c) => !c.isHiddenByDefault);
  const [first, ...rest] = shown.length > 0 ? shown : columns;
  if (!first) return { title: () => "" };
  return pickCard(columns, { title: first.colId, facts: rest.slice(0, FALLBACK_FACTS).map((c) => c.colId) });
};
