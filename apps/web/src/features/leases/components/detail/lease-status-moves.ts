import { LeaseStatus, type LeaseStatusId } from "@fieldstead/domain";

/** A status move the page offers: its button, and whether it ends something (shown in red). */
export type LeaseMove = { statusId: LeaseStatusId; label: string; isDestructive: boolean };

/**
 * The button for a move along the life cycle: a draft is activated, an active lease terminated or set inactive,
 * an inactive one reactivated.
 */
export const moveLabel = (from: number, to: number, name: string): string => {
  switch (to as LeaseStatusId) {
    case LeaseStatus.Active:
      return from === LeaseStatus.Inactive ? "Reactivate" : "Activate";
    case LeaseStatus.Terminated:
      return "Terminate";
    case LeaseStatus.Inactive:
      return "Set inactive";
    case LeaseStatus.Draft:
      return name;
    default:
      // A status this page does not know yet: the server's name for it.
      return name;
  }
};

/** The moves the server offers for the lease now (its NextStatuses), as buttons. */
export const leaseMoves = (from: number, next: readonly { Id: number; Name: string }[]): LeaseMove[] =>
  next.map((status) => ({
    statusId: status.Id as LeaseStatusId,
    label: moveLabel(from, status.Id, status.Name),
    isDestructive: status.Id === LeaseStatus.Terminated,
  }));
