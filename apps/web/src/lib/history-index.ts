/** The part of a window this needs: its history and its popstate events. */
export type IndexedWindow = Pick<Window, "addEventListener" | "removeEventListener"> & {
  history: Pick<History, "state" | "replaceState">;
};

export type HistoryIndex = {
  /** Notes the entry on show after the router has moved (its own pushes fire no event). */
  sync: () => void;
  stop: () => void;
};

const indexOf = (state: unknown): number | null => {
  if (typeof state !== "object" || state === null) return null;
  const { idx } = state as { idx?: unknown };
  return typeof idx === "number" ? idx : null;
};

const installed = new WeakMap<IndexedWindow, HistoryIndex>();

/**
 * The router numbers the history entries it makes ('idx' in the entry's state) and holds up Back and Forward
 * (the leave guard) only between numbered entries. An entry it did not make - an address typed into the
 * address bar, a plain '#/…' link - has no number, so Back from or to it would leave a page with unsaved
 * changes without asking, or jump to the wrong entry. Such an entry is always new and follows the one on show,
 * so it gets that entry's number plus one, before the router reads it: install this before creating the router.
 */
export const indexHistoryEntries = (win: IndexedWindow): HistoryIndex => {
  const existing = installed.get(win);
  if (existing) return existing;
  let current = indexOf(win.history.state) ?? 0;
  const handlePopState = () => {
    const state: unknown = win.history.state;
    const idx = indexOf(state);
    if (idx !== null) {
      current = idx;
      return;
    }
    current += 1;
    const kept = typeof state === "object" && state !== null ? state : {};
    win.history.replaceState({ ...kept, idx: current }, "");
  };
  win.addEventListener("popstate", handlePopState);
  const index: HistoryIndex = {
    sync: () => {
      current = indexOf(win.history.state) ?? current;
    },
    stop: () => {
      win.removeEventListener("popstate", handlePopState);
      installed.delete(win);
    },
  };
  installed.set(win, index);
  return index;
};
