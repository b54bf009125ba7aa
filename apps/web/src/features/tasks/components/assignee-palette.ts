import { assigneeColours } from "@fieldstead/domain";

/** The 8 assignee colours (portal-platform §3.6), readable on white and distinct from the status chips. */
export const ASSIGNEE_COLOURS = [
  "#1565c0",
  "#2e7d32",
  "#6a1b9a",
  "#ef6c00",
  "#00838f",
  "#ad1457",
  "#4e342e",
  "#827717",
] as const satisfies readonly string[] & { length: 8 };

export type AssigneePalette = {
  /** Reads a page of rows as it arrives: the first page of a view starts the hand-out again. */
  observe: (assigneeIds: readonly (number | null)[], isFirstPage: boolean) => void;
  /** The assignee's colour in this view; inherit until the assignee has been seen. */
  colourOf: (assigneeId: number | null) => string;
};

/** Colours handed out in turn in the order assignees first appear in the view; a repeat keeps its colour. */
export const createAssigneePalette = (): AssigneePalette => {
  let colours = new Map<number, number>();
  return {
    observe: (assigneeIds, isFirstPage) => {
      const seen = isFirstPage ? [] : [...colours.keys()];
      const ids = assigneeIds.filter((id): id is number => id !== null);
      colours = assigneeColours([...seen, ...ids]);
    },
    colourOf: (assigneeId) => {
      const index = assigneeId === null ? undefined : colours.get(assigneeId);
      return index === undefined ? "inherit" : ASSIGNEE_COLOURS[index]!;
    },
  };
};
