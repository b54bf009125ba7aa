import {
  SaveCarouselSettingsSchema,
  type CarouselEntry,
  type SaveCarouselSettings,
} from "@fieldstead/domain";

/** A carousel entry as the settings page edits it: a built-in dashboard, or any embeddable address. */
export type EditableEntry = {
  /** Stays with the entry while it moves, so its row keeps its fields. */
  key: string;
  kind: "builtIn" | "external";
  /** The built-in dashboard, or the id whose display time an external address takes (as typed). */
  dashboardId: string;
  title: string;
  url: string;
};

/** Problems by request field, as the server names them: 'Entries.2.Url', or 'Entries' for the whole list. */
export type EntryErrors = Readonly<Record<string, string>>;

export const entryField = (index: number, field: "DashboardId" | "Title" | "Url") =>
  `Entries.${index}.${field}`;

/** The saved list as the page edits it. */
export const toEditable = (entries: readonly CarouselEntry[]): EditableEntry[] =>
  entries.map((entry, index) => ({
    key: `saved-${index}`,
    kind: entry.Url === null ? "builtIn" : "external",
    dashboardId: String(entry.DashboardId),
    title: entry.Title,
    url: entry.Url ?? "",
  }));

/** What Save sends: the list in playing order, built-in entries without an address. */
export const toRequest = (entries: readonly EditableEntry[]): { Entries: unknown[] } => ({
  Entries: entries.map((entry) => ({
    // Nothing typed is not a number (0 would read as a number that is not positive).
    DashboardId: entry.dashboardId.trim() === "" ? Number.NaN : Number(entry.dashboardId),
    Title: entry.title,
    Url: entry.kind === "builtIn" ? null : entry.url,
  })),
});

/** The request checked with the server's own schema: the list to send, or the problems by field. */
export const checkEntries = (
  entries: readonly EditableEntry[],
): { ok: true; request: SaveCarouselSettings } | { ok: false; errors: EntryErrors } => {
  const parsed = SaveCarouselSettingsSchema.safeParse(toRequest(entries));
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.map(String).join(".")] ??= issue.message;
  return { ok: false, errors };
};

/** The list with the entry at `index` moved one place up (-1) or down (+1); at an end nothing moves. */
export const moveEntry = <T>(entries: readonly T[], index: number, by: -1 | 1): T[] => {
  const target = index + by;
  if (index < 0 || index >= entries.length || target < 0 || target >= entries.length) return [...entries];
  const next = [...entries];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
};

const comparable = (entries: readonly EditableEntry[]) =>
  JSON.stringify(toRequest(entries).Entries.map((e) => JSON.stringify(e)));

/** Whether two lists would save the same (row keys aside). */
export const isSameList = (a: readonly EditableEntry[], b: readonly EditableEntry[]): boolean =>
  comparable(a) === comparable(b);
