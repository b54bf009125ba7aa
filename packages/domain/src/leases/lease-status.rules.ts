import { LeaseStatus, type LeaseStatusId } from "./leases.enums.ts";

/** The names of the lease statuses, as the pages show them. */
export const LEASE_STATUS_NAMES: Readonly<Record<LeaseStatusId, string>> = {
  [LeaseStatus.Draft]: "Draft",
  [LeaseStatus.Active]: "Active",
  [LeaseStatus.Terminated]: "Terminated",
  [LeaseStatus.Inactive]: "Inactive",
};

/**
 * A lease's life cycle: a draft becomes active; an active lease is terminated or made inactive; an inactive
 * lease becomes active again. A terminated lease stays terminated.
 */
export const LEASE_STATUS_MOVES: Readonly<Record<LeaseStatusId, readonly LeaseStatusId[]>> = {
  [LeaseStatus.Draft]: [LeaseStatus.Active],
  [LeaseStatus.Active]: [LeaseStatus.Terminated, LeaseStatus.Inactive],
  [LeaseStatus.Terminated]: [],
  [LeaseStatus.Inactive]: [LeaseStatus.Active],
};

export const LEASE_STATUS_MESSAGES = {
  cannotMove: (from: LeaseStatusId, to: LeaseStatusId) =>
    `A lease cannot move from ${LEASE_STATUS_NAMES[from]} to ${LEASE_STATUS_NAMES[to]}.`,
  already: (status: LeaseStatusId) => `The lease is already ${LEASE_STATUS_NAMES[status]}.`,
  deleteDraftOnly: "Only a draft lease can be deleted.",
} as const;

export type LeaseMoveCheck = { ok: true } | { ok: false; message: string };

/** Whether a lease may move from one status to another, and if not, a sentence naming both. */
export const checkLeaseMove = (from: LeaseStatusId, to: LeaseStatusId): LeaseMoveCheck => {
  if (from === to) return { ok: false, message: LEASE_STATUS_MESSAGES.already(from) };
  return LEASE_STATUS_MOVES[from].includes(to)
    ? { ok: true }
    : { ok: false, message: LEASE_STATUS_MESSAGES.cannotMove(from, to) };
};

/** The statuses a lease in this status may move to, in the order the page offers them. */
export const nextLeaseStatuses = (from: LeaseStatusId): LeaseStatusId[] => [...LEASE_STATUS_MOVES[from]];

/** Whether a lease may be deleted: only a draft may; a lease that has been active keeps its record. */
export const canDeleteLease = (status: LeaseStatusId): boolean => status === LeaseStatus.Draft;

/** The fewest non-blank characters the status search answers to. */
export const LEASE_STATUS_SEARCH_MIN_CHARS = 2;

/**
 * The status search: the statuses whose name contains the text typed (ignoring case and the blanks around it),
 * in the order of their ids; nothing until at least two non-blank characters are typed.
 */
export const suggestLeaseStatuses = (search: string): { Id: LeaseStatusId; Name: string }[] => {
  const text = search.trim().toLowerCase();
  if (text.replace(/\s/g, "").length < LEASE_STATUS_SEARCH_MIN_CHARS) return [];
  return Object.values(LeaseStatus)
    .map((Id) => ({ Id, Name: LEASE_STATUS_NAMES[Id] }))
    .filter(({ Name }) => Name.toLowerCase().includes(text));
};
