import { describe, expect, it } from "vitest";
import { ReconDifferenceKind, ReconDifferenceState, type ReconDifferenceStateId } from "../billing.enums.ts";
import {
  adjustmentDescription,
  checkReconDecision,
  classifyReconDifference,
  reconRunMessage,
  reconRunOutcome,
  verifyWorkOrderTitle,
} from "./tech-recon.rules.ts";
import { RunTechReconSchema } from "./tech-recon.schemas.ts";

const { BilledNotFound, FoundNotBilled, QuantityDiffers } = ReconDifferenceKind;

describe("classifyReconDifference", () => {
  it.each([
    [3, 0, BilledNotFound],
    [0, 2, FoundNotBilled],
    [5, 3, QuantityDiffers],
    [2, 4, QuantityDiffers],
    [4, 4, null],
    [0, 0, null],
  ])("billed %i, found %i → %s", (billed, found, kind) => {
    expect(classifyReconDifference({ billed, found })).toBe(kind);
  });
});

describe("reconRunOutcome", () => {
  const facts = {
    differenceCount: 0,
    differenceSiteCount: 0,
    hasSites: true,
    hasAssets: true,
    isOneClient: true,
  };

  it.each([
    [{}, 0, "Billing and field records agree."],
    [{ differenceCount: 3, differenceSiteCount: 2 }, 15, "3 differences found at 2 sites."],
    [{ differenceCount: 1, differenceSiteCount: 1 }, 15, "1 difference found at 1 site."],
    [{ hasAssets: false }, 19, "No assets are recorded at this client's sites."],
    [{ hasAssets: false, isOneClient: false }, 19, "No assets are recorded at the clients' sites."],
    [{ hasSites: false, hasAssets: false }, 0, "Billing and field records agree."],
  ])("%o → %i %s", (change, code, message) => {
    expect(reconRunOutcome({ ...facts, ...change })).toEqual({ code, message });
  });
});

describe("checkReconDecision", () => {
  it("lets an open difference be decided", () => {
    expect(checkReconDecision(ReconDifferenceState.Open)).toEqual({ ok: true });
  });

  it.each<[ReconDifferenceStateId, string]>([
    [ReconDifferenceState.Accepted, "Accepted"],
    [ReconDifferenceState.VerifyOnSite, "Verify on site"],
  ])("refuses a difference already decided (%i), naming the decision", (state, name) => {
    const check = checkReconDecision(state);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.message).toBe(
      `This difference was already decided (${name}); it cannot be decided again.`,
    );
  });
});

describe("texts of a difference", () => {
  it("titles the work order that verifies it, within a summary's 200 characters", () => {
    expect(verifyWorkOrderTitle({ category: "Chillers", site: "North Campus" })).toBe(
      "Verify Chillers assets at North Campus",
    );
    const long = verifyWorkOrderTitle({ category: "C".repeat(150), site: "S".repeat(150) });
    expect(long).toHaveLength(200);
    expect(long.endsWith("…")).toBe(true);
  });

  it("describes the adjustment line", () => {
    expect(adjustmentDescription({ category: "Pumps", site: "Dock 4", found: 2, billed: 5 })).toBe(
      "Adjustment: Pumps at Dock 4 (found 2, billed 5)",
    );
  });
});

describe("RunTechReconSchema", () => {
  it("takes a month and an optional client", () => {
    expect(RunTechReconSchema.parse({ Period: "2026-03" })).toEqual({ Period: "2026-03", ClientId: null });
    expect(RunTechReconSchema.parse({ Period: "2026-03", ClientId: 7 })).toEqual({
      Period: "2026-03",
      ClientId: 7,
    });
  });

  it.each([[{ Period: "2026-13" }], [{ Period: "March" }], [{}]])("refuses %o naming the Period", (body) => {
    const result = RunTechReconSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["Period"]);
  });
});

describe("reconRunMessage", () => {
  it.each([
    [15, 3, 2, true, "3 differences found at 2 sites."],
    [0, 0, 0, false, "Billing and field records agree."],
    [19, 0, 0, true, "No assets are recorded at this client's sites."],
  ])("a stored run of code %i reads as it answered", (resultCode, count, sites, isOneClient, message) => {
    expect(
      reconRunMessage({ resultCode, differenceCount: count, differenceSiteCount: sites, isOneClient }),
    ).toBe(message);
  });
});
