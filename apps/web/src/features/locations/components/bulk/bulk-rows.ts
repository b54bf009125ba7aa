import {
  LocationBulkCreateSchema,
  LocationLevel,
  LOCATION_LEVEL_LABELS,
  type LocationBulkRowInput,
  type LocationLevelId,
} from "@fieldstead/domain";

/** The cells of a bulk row, as typed or pasted (all text). */
export const BULK_KEYS = [
  "Name",
  "Level",
  "ParentCode",
  "Code",
  "Address",
  "City",
  "State",
  "Country",
  "PostalCode",
  "Latitude",
  "Longitude",
  "Description",
] as const;
export type BulkKey = (typeof BULK_KEYS)[number];
export type BulkRow = { key: number } & Record<BulkKey, string>;

export type BulkColumn = { key: BulkKey; label: string; width: number };

const ALL_COLUMNS: readonly BulkColumn[] = [
  { key: "Name", label: "Name", width: 220 },
  { key: "Level", label: "Level", width: 130 },
  { key: "ParentCode", label: "Parent code", width: 170 },
  { key: "Code", label: "Code", width: 150 },
  { key: "Address", label: "Address", width: 200 },
  { key: "City", label: "City", width: 140 },
  { key: "State", label: "State", width: 90 },
  { key: "Country", label: "Country", width: 140 },
  { key: "PostalCode", label: "Postal code", width: 120 },
  { key: "Latitude", label: "Latitude", width: 120 },
  { key: "Longitude", label: "Longitude", width: 120 },
  { key: "Description", label: "Description", width: 220 },
];

/** The table's columns: a code of one's own only for a role that may edit automated fields. */
export const bulkColumns = (canEditAutomated: boolean): readonly BulkColumn[] =>
  canEditAutomated ? ALL_COLUMNS : ALL_COLUMNS.filter((c) => c.key !== "Code");

let nextKey = 1;
export const emptyBulkRow = (): BulkRow => ({
  key: nextKey++,
  ...(Object.fromEntries(BULK_KEYS.map((k) => [k, ""])) as Record<BulkKey, string>),
});

export const isBlankRow = (row: BulkRow): boolean => BULK_KEYS.every((k) => row[k].trim() === "");

/** A level as typed: its name ('Building', any case) or its number (2). */
export const parseLevel = (text: string): LocationLevelId | null => {
  const t = text.trim().toLowerCase();
  const found = (Object.values(LocationLevel) as LocationLevelId[]).find(
    (l) => String(l) === t || LOCATION_LEVEL_LABELS[l].toLowerCase() === t,
  );
  return found ?? null;
};

/**
 * Rows pasted from a spreadsheet (tab-separated, one row a line) laid over the table from a cell on: each
 * pasted row fills the columns from `columnIndex` on, starting at `rowIndex`, adding rows as needed. A first
 * line that repeats the column titles is skipped.
 */
export const pasteRows = ({
  rows,
  columns,
  rowIndex,
  columnIndex,
  text,
}: {
  rows: readonly BulkRow[];
  columns: readonly BulkColumn[];
  rowIndex: number;
  columnIndex: number;
  text: string;
}): BulkRow[] => {
  const lines = text.replace(/\r\n?/g, "\n").replace(/\n+$/, "").split("\n");
  const first = lines[0]?.split("\t")[0]?.trim().toLowerCase();
  if (first !== undefined && columnIndex === 0 && first === "name") lines.shift();
  const next = rows.map((r) => ({ ...r }));
  lines.forEach((line, offset) => {
    const target = rowIndex + offset;
    while (next.length <= target) next.push(emptyBulkRow());
    line.split("\t").forEach((cell, c) => {
      const column = columns[columnIndex + c];
      if (!column) return;
      const level = column.key === "Level" ? parseLevel(cell) : null;
      next[target]![column.key] = level === null ? cell.trim() : LOCATION_LEVEL_LABELS[level];
    });
  });
  return next;
};

const given = (text: string) => (text.trim() === "" ? undefined : text.trim());

/** The rows as the bulk call takes them; an empty place cell inherits from the parent. */
export const toBulkRequest = (rows: readonly BulkRow[]): LocationBulkRowInput[] =>
  rows.map((row) => {
    const parentCode = given(row.ParentCode);
    return {
      Name: row.Name,
      // An unknown level is sent as 0, which the schema refuses naming the row's LevelId.
      LevelId: (parseLevel(row.Level) ?? 0) as LocationLevelId,
      ...(parentCode === undefined ? {} : { ParentCode: parentCode }),
      Code: given(row.Code),
      Address: given(row.Address),
      City: given(row.City),
      State: given(row.State),
      Country: given(row.Country),
      PostalCode: given(row.PostalCode),
      Latitude: given(row.Latitude),
      Longitude: given(row.Longitude),
      Description: given(row.Description),
    };
  });

/** The cell a request field belongs to. */
const cellOf = (field: string): BulkKey | null => {
  if (field === "LevelId") return "Level";
  if (field === "ParentId") return "ParentCode";
  return (BULK_KEYS as readonly string[]).includes(field) ? (field as BulkKey) : null;
};

export type BulkErrors = { rows: Map<number, Partial<Record<BulkKey, string>>>; other: string[] };

/** Problems named `Locations.{row}.{field}` placed in their row's cells; anything else for the whole table. */
export const errorsByRow = (problems: readonly { field: string; message: string }[]): BulkErrors => {
  const rows = new Map<number, Partial<Record<BulkKey, string>>>();
  const other: string[] = [];
  for (const { field, message } of problems) {
    const match = /^Locations\.(\d+)\.(\w+)$/.exec(field);
    const cell = match ? cellOf(match[2]!) : null;
    if (!match || cell === null) {
      other.push(`${field}: ${message}`);
      continue;
    }
    const index = Number(match[1]);
    const entry = rows.get(index) ?? {};
    entry[cell] ??=
      cell === "Level" && message.startsWith("Invalid") ? "choose Site, Building, Floor or Room" : message;
    rows.set(index, entry);
  }
  return { rows, other };
};

/** The same check the server makes first, so shape problems show before anything is sent. */
export const checkBulkRows = (rows: readonly BulkRow[]): BulkErrors | null => {
  const result = LocationBulkCreateSchema.safeParse({ Locations: toBulkRequest(rows) });
  if (result.success) return null;
  return errorsByRow(result.error.issues.map((i) => ({ field: i.path.join("."), message: i.message })));
};
