import {
  ReconDifferenceKind,
  ReconDifferenceState,
  type ReconDifferenceKindId,
  type ReconDifferenceStateId,
} from "../billing.enums.ts";
import {
  AssetReconciliationResult,
  type AssetReconciliationResultValue,
} from "../../shared/result-codes.enums.ts";

/*
 * Technical reconciliation compares, for a month, what each client is billed for with what is in the field.
 *
 * - A client's sites: the locations of its Active leases (leases.lessee_party_id = the client's lessee party), each
 *   with every location below it; a location below two sites of one client counts at the nearest of them.
 * - Billed, per client × site × asset category: when an active rule of the client (its own, or one for every
 *   active client) counts Active assets of the category at a charge code in force in the month, the sum of the
 *   quantities of the Active assets of that category at the site (what invoicing counts); otherwise 0.
 * - Found in the field, per client × site × category: the sum of the quantities of the assets of that category at
 *   the site whose verification state is Verified or Newly_Created (a warehouse scan or a field scan verifies
 *   an asset; a new asset counts as found); Unverified and Pending_Verification ones count as not found.
 * - Assets without a category can be billed by no rule and are left out.
 */

/** What kind of difference billed and found quantities make, or null when they agree. */
export const classifyReconDifference = ({
  billed,
  found,
}: {
  billed: number;
  found: number;
}): ReconDifferenceKindId | null => {
  if (billed === found) return null;
  if (found === 0) return ReconDifferenceKind.BilledNotFound;
  if (billed === 0) return ReconDifferenceKind.FoundNotBilled;
  return ReconDifferenceKind.QuantityDiffers;
};

export const RECON_DIFFERENCE_STATE_NAMES: Readonly<Record<ReconDifferenceStateId, string>> = {
  [ReconDifferenceState.Open]: "Open",
  [ReconDifferenceState.Accepted]: "Accepted",
  [ReconDifferenceState.VerifyOnSite]: "Verify on site",
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export type ReconRunFacts = {
  /** How many differences the run found. */
  differenceCount: number;
  /** At how many distinct sites (locations) they were found. */
  differenceSiteCount: number;
  /** Whether the client(s) reconciled have any site. */
  hasSites: boolean;
  /** Whether any asset (of any state) is recorded at those sites. */
  hasAssets: boolean;
  /** Whether the run was for one client (the message says 'this client'). */
  isOneClient: boolean;
};

export type ReconRunOutcome = { code: AssetReconciliationResultValue; message: string };

/**
 * A run's result: MissingAssetsForToken (19) when the client(s) have sites but no asset is recorded at any of
 * them, validationErrorsFound (15) when any difference was found, Success (0) otherwise.
 */
export const reconRunOutcome = (facts: ReconRunFacts): ReconRunOutcome => {
  if (facts.hasSites && !facts.hasAssets)
    return {
      code: AssetReconciliationResult.MissingAssetsForToken,
      message: facts.isOneClient
        ? "No assets are recorded at this client's sites."
        : "No assets are recorded at the clients' sites.",
    };
  if (facts.differenceCount > 0)
    return {
      code: AssetReconciliationResult.validationErrorsFound,
      message: `${plural(facts.differenceCount, "difference", "differences")} found at ${plural(
        facts.differenceSiteCount,
        "site",
        "sites",
      )}.`,
    };
  return { code: AssetReconciliationResult.Success, message: "Billing and field records agree." };
};

/**
 * A stored run's message, from its result code and its differences (the run keeps its code, not its text): the
 * same words the run answered.
 */
export const reconRunMessage = ({
  resultCode,
  differenceCount,
  differenceSiteCount,
  isOneClient,
}: {
  resultCode: number;
  differenceCount: number;
  differenceSiteCount: number;
  isOneClient: boolean;
}): string =>
  reconRunOutcome({
    differenceCount,
    differenceSiteCount,
    hasSites: true,
    hasAssets: resultCode !== AssetReconciliationResult.MissingAssetsForToken,
    isOneClient,
  }).message;

export type ReconDecisionCheck = { ok: true } | { ok: false; message: string };

/** Only an open difference may be decided; a decided one keeps its decision. */
export const checkReconDecision = (stateId: ReconDifferenceStateId): ReconDecisionCheck =>
  stateId === ReconDifferenceState.Open
    ? { ok: true }
    : {
        ok: false,
        message: `This difference was already decided (${RECON_DIFFERENCE_STATE_NAMES[stateId]}); it cannot be decided again.`,
      };

/** The most a work order's summary holds. */
const SUMMARY_MAX = 200;

/** The work order that checks a difference on site: "Verify {category} assets at {site}" (cut to 200 characters). */
export const verifyWorkOrderTitle = ({ category, site }: { category: string; site: string }): string => {
  const title = `Verify ${category} assets at ${site}`;
  return title.length <= SUMMARY_MAX ? title : `${title.slice(0, SUMMARY_MAX - 1)}…`;
};

/** The invoice line of an accepted difference: "Adjustment: {category} at {site} (found {f}, billed {b})". */
export const adjustmentDescription = ({
  category,
  site,
  found,
  billed,
}: {
  category: string;
  site: string;
  found: number;
  billed: number;
}): string => `Adjustment: ${category} at ${site} (found ${found}, billed ${billed})`;
