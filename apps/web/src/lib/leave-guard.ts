import { assertNever } from "@fieldstead/domain";
import { createExternalStore } from "./external-store.ts";

/**
 * What leaving a page asks first, in the spec's words: the first while a form has unsaved changes, the second
 * while files are still being uploaded or downloaded. The third guard, a page that says it cannot be left now,
 * blocks without asking (portal-shell §5, portal-platform §5.2).
 */
export const UNSAVED_CHANGES_MESSAGE =
  "There are unsaved changes on your page.\n Press Ok to proceed anyways.";
export const DOWNLOADS_RUNNING_MESSAGE = "Leave Site?\nAll Files may not be downloaded.";

export type LeaveGuardState = {
  /** Forms with unsaved changes on screen. */
  unsavedForms: number;
  /** Pages that say they cannot be left now, each with an optional reason to show. */
  lockedPages: readonly { id: number; reason?: string }[];
  /** Downloads still running. */
  downloads: number;
};

const INITIAL: LeaveGuardState = { unsavedForms: 0, lockedPages: [], downloads: 0 };
export const leaveGuardStore = createExternalStore<LeaveGuardState>(INITIAL);
let nextLockId = 1;

/** Marks a form as having unsaved changes until the returned function is called. */
export const holdUnsavedChanges = (): (() => void) => {
  leaveGuardStore.set((s) => ({ ...s, unsavedForms: s.unsavedForms + 1 }));
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    leaveGuardStore.set((s) => ({ ...s, unsavedForms: Math.max(0, s.unsavedForms - 1) }));
  };
};

/** Says the page cannot be left until the returned function is called. */
export const lockPage = (reason?: string): (() => void) => {
  const id = nextLockId++;
  leaveGuardStore.set((s) => ({
    ...s,
    lockedPages: [...s.lockedPages, reason === undefined ? { id } : { id, reason }],
  }));
  return () => leaveGuardStore.set((s) => ({ ...s, lockedPages: s.lockedPages.filter((p) => p.id !== id) }));
};

/** The counter the download centre reports to: leaving while one runs asks first. Never below zero. */
export const downloads = {
  started: (): void => leaveGuardStore.set((s) => ({ ...s, downloads: s.downloads + 1 })),
  finished: (): void => leaveGuardStore.set((s) => ({ ...s, downloads: Math.max(0, s.downloads - 1) })),
  /** Runs the download, counted while it runs. */
  track: async <T>(work: () => Promise<T>): Promise<T> => {
    downloads.started();
    try {
      return await work();
    } finally {
      downloads.finished();
    }
  },
};

/** Back to no guards (sign-out: nothing of the last page may hold the login page up). */
export const resetLeaveGuards = (): void => leaveGuardStore.set(INITIAL);

export type LeaveDecision =
  | { kind: "allow" }
  /** The page cannot be left: navigation does not happen (the reason, when given, is shown). */
  | { kind: "block"; reason?: string }
  /** Ask each question in turn; leave only if every one is accepted. */
  | { kind: "ask"; questions: string[] };

/** What leaving the page takes now. */
export const leaveDecision = (state: LeaveGuardState): LeaveDecision => {
  const locked = state.lockedPages[0];
  if (locked)
    return locked.reason === undefined ? { kind: "block" } : { kind: "block", reason: locked.reason };
  const questions = [
    ...(state.downloads > 0 ? [DOWNLOADS_RUNNING_MESSAGE] : []),
    ...(state.unsavedForms > 0 ? [UNSAVED_CHANGES_MESSAGE] : []),
  ];
  return questions.length > 0 ? { kind: "ask", questions } : { kind: "allow" };
};

/** Whether closing or reloading the tab should make the browser ask first. */
export const isUnloadGuarded = (state: LeaveGuardState): boolean => leaveDecision(state).kind !== "allow";

/**
 * Asks the decision's questions with `ask` (window.confirm in the app) and answers whether to leave. The
 * sign-in page is never held up: signing out and an expired session must always reach it.
 */
export const mayLeave = (
  state: LeaveGuardState,
  nextPath: string,
  ask: (question: string) => boolean,
): { isAllowed: boolean; reason?: string } => {
  if (nextPath.startsWith("/user/login")) return { isAllowed: true };
  const decision = leaveDecision(state);
  switch (decision.kind) {
    case "allow":
      return { isAllowed: true };
    case "block":
      return decision.reason === undefined
        ? { isAllowed: false }
        : { isAllowed: false, reason: decision.reason };
    case "ask":
      return { isAllowed: decision.questions.every((question) => ask(question)) };
    default:
      return assertNever(decision);
  }
};
