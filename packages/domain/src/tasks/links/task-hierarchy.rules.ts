/** A way to look up a task's parent: null (or undefined) when it has none or is unknown. */
export type ParentLookup =
  ReadonlyMap<number, number | null> | ((taskId: number) => number | null | undefined);

export type CycleQuestion = {
  /** The task whose parent is being set. */
  taskId: number;
  /** The parent it would get; null: none. */
  parentId: number | null;
  /** The present parents of the tasks above the proposed parent (enough to walk from it to the top). */
  parentOf: ParentLookup;
};

/** A task never sits below itself: its parent may be neither itself nor any of its own sub-tasks, however deep. */
export const wouldCreateCycle = ({ taskId, parentId, parentOf }: CycleQuestion): boolean => {
  const lookUp = typeof parentOf === "function" ? parentOf : (id: number) => parentOf.get(id);
  const seen = new Set<number>();
  for (let at: number | null | undefined = parentId; at !== null && at !== undefined; at = lookUp(at)) {
    if (at === taskId) return true;
    // A loop that does not pass through the task is someone else's: stop walking rather than spin.
    if (seen.has(at)) return false;
    seen.add(at);
  }
  return false;
};
