import { describe, expect, it } from "vitest";
import { LeaseStatus } from "./leases.enums.ts";
import {
  canDeleteLease,
  checkLeaseMove,
  LEASE_STATUS_MESSAGES,
  LEASE_STATUS_MOVES,
  LEASE_STATUS_NAMES,
  nextLeaseStatuses,
  suggestLeaseStatuses,
} from "./lease-status.rules.ts";

const { Draft, Active, Terminated, Inactive } = LeaseStatus;

describe("lease statuses", () => {
  it("names each status", () => {
    expect(LEASE_STATUS_NAMES).toEqual({
      [Draft]: "Draft",
      [Active]: "Active",
      [Terminated]: "Terminated",
      [Inactive]: "Inactive",
    });
  });

  it("lays out the life cycle: a draft goes live, a live lease ends or pauses, a paused one resumes", () => {
    expect(LEASE_STATUS_MOVES).toEqual({
      [Draft]: [Active],
      [Active]: [Terminated, Inactive],
      [Terminated]: [],
      [Inactive]: [Active],
    });
  });
});

describe("checkLeaseMove", () => {
  it.each([
    [Draft, Active],
    [Active, Terminated],
    [Active, Inactive],
    [Inactive, Active],
  ])("lets a lease move from %i to %i", (from, to) => {
    expect(checkLeaseMove(from, to)).toEqual({ ok: true });
  });

  it.each([
    [Draft, Terminated, "A lease cannot move from Draft to Terminated."],
    [Draft, Inactive, "A lease cannot move from Draft to Inactive."],
    [Active, Draft, "A lease cannot move from Active to Draft."],
    [Terminated, Active, "A lease cannot move from Terminated to Active."],
    [Terminated, Draft, "A lease cannot move from Terminated to Draft."],
    [Terminated, Inactive, "A lease cannot move from Terminated to Inactive."],
    [Inactive, Terminated, "A lease cannot move from Inactive to Terminated."],
    [Inactive, Draft, "A lease cannot move from Inactive to Draft."],
  ])("refuses a move from %i to %i, naming both statuses", (from, to, message) => {
    expect(checkLeaseMove(from, to)).toEqual({ ok: false, message });
  });

  it.each([
    [Draft, "The lease is already Draft."],
    [Active, "The lease is already Active."],
    [Terminated, "The lease is already Terminated."],
    [Inactive, "The lease is already Inactive."],
  ])("refuses a move from %i to itself", (status, message) => {
    expect(checkLeaseMove(status, status)).toEqual({ ok: false, message });
  });

  it("agrees with the statuses it offers", () => {
    for (const from of Object.values(LeaseStatus))
      for (const to of Object.values(LeaseStatus))
        expect(checkLeaseMove(from, to).ok).toBe(nextLeaseStatuses(from).includes(to));
  });
});

describe("nextLeaseStatuses", () => {
  it.each([
    [Draft, [Active]],
    [Active, [Terminated, Inactive]],
    [Terminated, []],
    [Inactive, [Active]],
  ])("a lease in status %i may move to %o", (from, statuses) => {
    expect(nextLeaseStatuses(from)).toEqual(statuses);
  });

  it("hands out a copy the caller may change", () => {
    nextLeaseStatuses(Active).push(Draft);
    expect(nextLeaseStatuses(Active)).toEqual([Terminated, Inactive]);
  });
});

describe("canDeleteLease", () => {
  it.each([
    [Draft, true],
    [Active, false],
    [Terminated, false],
    [Inactive, false],
  ])("a lease in status %i may be deleted: %s", (status, expected) => {
    expect(canDeleteLease(status)).toBe(expected);
  });

  it("says why a lease cannot be deleted", () => {
    expect(LEASE_STATUS_MESSAGES.deleteDraftOnly).toBe("Only a draft lease can be deleted.");
  });
});

describe("suggestLeaseStatuses", () => {
  it.each(["", "a", " a ", "   ", "\tA\n", "d "])("suggests nothing for %j", (search) => {
    expect(suggestLeaseStatuses(search)).toEqual([]);
  });

  it.each([
    ["ac", [Active, Inactive]],
    ["AC", [Active, Inactive]],
    ["  act ", [Active, Inactive]],
    ["dr", [Draft]],
    ["inact", [Inactive]],
    ["term", [Terminated]],
    ["te", [Terminated]],
    ["ve", [Active, Inactive]],
    ["in", [Terminated, Inactive]],
    ["draft", [Draft]],
    ["drafts", []],
    ["xy", []],
  ])("suggests for %j the statuses %o", (search, ids) => {
    expect(suggestLeaseStatuses(search)).toEqual(ids.map((Id) => ({ Id, Name: LEASE_STATUS_NAMES[Id] })));
  });
});
