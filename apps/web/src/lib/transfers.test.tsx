import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render } from "@testing-library/react";
import {
  DOWNLOADS_RUNNING_MESSAGE,
  leaveDecision,
  leaveGuardStore,
  resetLeaveGuards,
} from "./leave-guard.ts";
import { transfers, useTransfersGuard } from "./transfers.ts";

const Guard = () => {
  useTransfersGuard();
  return null;
};

afterEach(() => resetLeaveGuards());

describe("running transfers", () => {
  it("are counted from begin to end, an end called twice counting once, and listeners hear each change", () => {
    const heard = vi.fn();
    const unsubscribe = transfers.subscribe(heard);
    const endFirst = transfers.begin();
    const endSecond = transfers.begin();
    expect(transfers.count()).toBe(2);
    endFirst();
    endFirst();
    expect(transfers.count()).toBe(1);
    endSecond();
    expect(transfers.count()).toBe(0);
    expect(heard).toHaveBeenCalledTimes(4);
    unsubscribe();
    transfers.begin()();
    expect(heard).toHaveBeenCalledTimes(4);
  });

  it("make leaving the page ask 'Leave Site?' while any runs", () => {
    render(<Guard />);
    expect(leaveDecision(leaveGuardStore.get())).toEqual({ kind: "allow" });
    let end = () => undefined as void;
    act(() => {
      end = transfers.begin();
    });
    expect(leaveDecision(leaveGuardStore.get())).toEqual({
      kind: "ask",
      questions: [DOWNLOADS_RUNNING_MESSAGE],
    });
    expect(DOWNLOADS_RUNNING_MESSAGE).toBe("Leave Site?\nAll Files may not be downloaded.");
    act(() => end());
    expect(leaveDecision(leaveGuardStore.get())).toEqual({ kind: "allow" });
  });
});
