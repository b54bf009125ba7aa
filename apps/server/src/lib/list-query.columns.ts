import { isFilterableColumn, isSortableColumn, type ListColumnSpecs } from "@fieldstead/domain";
import type { ListColumn } from "./list-query.ts";

/**
 * Where a described column comes from in SQL: the column or expression, and what its filters and the keyset
 * need to know. Its kind, sorting and filtering come from the list's description in packages/domain.
 */
export type ListColumnSource = Omit<ListColumn, "type" | "canSort" | "canFilter">;

/**
 * A list definition's columns from the list's one description and each column's SQL source. Every described
 * column needs a source (the compiler says which is missing); a date column that shows its time is a point in
 * time, so a day filter means that day in the display time zone.
 */
export const listColumnsFrom = <S extends ListColumnSpecs>(
  specs: S,
  sources: { readonly [K in keyof S]: ListColumnSource },
): Record<string, ListColumn> =>
  Object.fromEntries(
    Object.entries(specs).map(([id, spec]) => {
      const source = sources[id as keyof S];
      return [
        id,
        {
          ...source,
          type: spec.type,
          ...(spec.type === "date" && spec.showsTime && source.isTimestamp === undefined
            ? { isTimestamp: true }
            : {}),
          canSort: isSortableColumn(spec),
          canFilter: isFilterableColumn(spec),
        },
      ];
    }),
  );
