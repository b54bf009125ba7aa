import { beforeEach, describe, expect, it } from "vitest";
import {
  DOWNLOADS_RUNNING_MESSAGE,
  UNSAVED_CHANGES_MESSAGE,
  downloads,
  holdUnsavedChanges,
  isUnloadGuarded,
  leaveDecision,
  leaveGuardStore,
  lockPage,
  mayLeave,
  resetLeaveGuards,
} from "./leave-guard.ts";

const state = () => leaveGuardStore.get();

beforeEach(() => resetLeaveGuards());

describe("leave guards", () => {
  it("uses the spec's texts", () => {
    expect(UNSAVED_CHANGES_MESSAGE).toBe(
      "There are unsaved changes on your page.\n Press Ok to proceed anyways.",
    );
    expect(DOWNLOADS_RUNNING_MESSAGE).toBe("Leave Site?\nAll Files may not be downloaded.");
  });

  it("lets a page without guards be left, closing the tab included", () => {
    expect(leaveDecision(state())).toEqual({ kind: "allow" });
    expect(isUnloadGuarded(state())).toBe(false);
  });

  it("asks about unsaved changes while a form is dirty, and no longer once released", () => {
    const release = holdUnsavedChanges();
    expect(leaveDecision(state())).toEqual({ kind: "ask", questions: [UNSAVED_CHANGES_MESSAGE] });
    expect(isUnloadGuarded(state())).toBe(true);
    release();
    release();
    expect(state().unsavedForms).toBe(0);
    expect(leaveDecision(state())).toEqual({ kind: "allow" });
  });

  it("asks about running downloads; the counter never drops below zero", () => {
    downloads.started();
    downloads.started();
    downloads.finished();
    expect(leaveDecision(state())).toEqual({ kind: "ask", questions: [DOWNLOADS_RUNNING_MESSAGE] });
    downloads.finished();
    downloads.finished();
    expect(state().downloads).toBe(0);
    expect(leaveDecision(state())).toEqual({ kind: "allow" });
  });

  it("counts a tracked download while it runs, even when it fails", async () => {
    let seen = -1;
    await expect(
      downloads.track(async () => {
        seen = state().downloads;
        throw new Error("network");
      }),
    ).rejects.toThrow("network");
    expect(seen).toBe(1);
    expect(state().downloads).toBe(0);
  });

  it("blocks leaving a page that says it cannot be left, whatever else is going on", () => {
    holdUnsavedChanges();
    const unlock = lockPage("The import is still running.");
    expect(leaveDecision(state())).toEqual({ kind: "block", reason: "The import is still running." });
    expect(mayLeave(state(), "/dashboard", () => true)).toEqual({
      isAllowed: false,
      reason: "The import is still running.",
    });
    unlock();
    expect(leaveDecision(state()).kind).toBe("ask");
  });

  it.each([
    [[true, true], true],
    [[true, false], false],
    [[false, true], false],
  ])("asks downloads first, then unsaved changes; answers %j leave: %s", (answers, expected) => {
    holdUnsavedChanges();
    downloads.started();
    const asked: string[] = [];
    const result = mayLeave(state(), "/dashboard", (question) => {
      asked.push(question);
      return answers[asked.length - 1]!;
    });
    expect(result.isAllowed).toBe(expected);
    expect(asked).toEqual(
      answers[0] ? [DOWNLOADS_RUNNING_MESSAGE, UNSAVED_CHANGES_MESSAGE] : [DOWNLOADS_RUNNING_MESSAGE],
    );
  });

  it("never holds up the sign-in page (sign-out, expired session)", () => {
    holdUnsavedChanges();
    lockPage();
    const asked: string[] = [];
    expect(mayLeave(state(), "/user/login?returnUrl=%2Fprofile", (q) => (asked.push(q), false))).toEqual({
      isAllowed: true,
    });
    expect(asked).toEqual([]);
  });
});
