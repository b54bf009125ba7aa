/**
 * A list's columns, described once: the name the list call sorts and filters by (the key), the header people
 * read, the kind of value (which also decides the filter: text, number, date, or a choice among values), and
 * whether the column can be sorted and filtered. The server's list query, the exports and the web's grid all
 * build their columns from this one description, so a header or a filter cannot differ between them.
 */
export type ListColumnType = "text" | "number" | "date" | "set";

export type ListColumnSpec = {
  /** The header the grid and the exported files show. */
  readonly label: string;
  readonly type: ListColumnType;
  /** Date columns holding a point in time: shown with the time of day, in the display time zone. */
  readonly showsTime?: boolean;
  /** Sortable unless said otherwise. */
  readonly sortable?: boolean;
  /** Filterable unless said otherwise. */
  readonly filterable?: boolean;
};

export type ListColumnSpecs = Readonly<Record<string, ListColumnSpec>>;

/** A list's column description (the keys are the column names of its rows). */
export const defineListColumns = <const T extends ListColumnSpecs>(columns: T): T => columns;

export const isSortableColumn = (column: ListColumnSpec): boolean => column.sortable ?? true;
export const isFilterableColumn = (column: ListColumnSpec): boolean => column.filterable ?? true;
