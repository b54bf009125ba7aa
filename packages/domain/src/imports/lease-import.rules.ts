import type { z } from "zod";
import { CreateLeaseSchema, type CreateLease } from "../leases/leases.schemas.ts";
import { LEASE_TENURE_MESSAGES } from "../leases/lease-tenure.rules.ts";
import { ImportKind } from "./imports.enums.ts";
import type { ImportProblem } from "./imports.schemas.ts";
import { importHeaderOf } from "./import-columns.rules.ts";
import { asSentence, type RowCheck } from "./import-checks.rules.ts";

/** A lease row checked by the create call's schema, and the location code it names (looked up by the server). */
export type LeaseImportRow = { fields: CreateLease; location: string };

/** The location stands in with this id while the row is checked; the server puts the location's own in. */
const LOCATION_TO_RESOLVE = 1;

const ESCALATION_MESSAGES = {
  both: "Give an escalation percent or an escalation amount, not both.",
  byWhat: "An escalation needs a percent or an amount.",
} as const;

const TENURE_TEXTS: ReadonlySet<string> = new Set(Object.values(LEASE_TENURE_MESSAGES));

const header = (field: string) => importHeaderOf(ImportKind.Leases, field);

/** The increase a row gives, in the create call's shape; nothing when none of its columns is filled. */
const escalationOf = (
  values: Record<string, unknown>,
):
  | { ok: true; escalation: Record<string, unknown> | null }
  | { ok: false; field: string; message: string } => {
  const { EscalationPercent: percent, EscalationAmount: amount } = values;
  const isGiven = [percent, amount, values.EscalationEveryMonths, values.EscalationFrom].some(
    (v) => v !== undefined,
  );
  if (!isGiven) return { ok: true, escalation: null };
  if (percent !== undefined && amount !== undefined)
    return { ok: false, field: "EscalationAmount", message: ESCALATION_MESSAGES.both };
  if (percent === undefined && amount === undefined)
    return { ok: false, field: "EscalationPercent", message: ESCALATION_MESSAGES.byWhat };
  return {
    ok: true,
    escalation: {
      Kind: percent !== undefined ? "Percent" : "Amount",
      Value: percent ?? amount,
      EveryMonths: values.EscalationEveryMonths,
      FromDate: values.EscalationFrom,
    },
  };
};

/** The column a refusal of the create call belongs to: an escalation's value to the column that gave it. */
const fieldOf = (path: readonly PropertyKey[], kind: unknown): string => {
  if (path[0] !== "Escalation") return String(path[0] ?? "");
  if (path[1] === "Value" || path[1] === "Kind")
    return kind === "Amount" ? "EscalationAmount" : "EscalationPercent";
  return path.slice(0, 2).map(String).join(".");
};

// The tenure refusal is the specification's text word for word; every other message reads as a sentence.
const reported = (message: string): string => (TENURE_TEXTS.has(message) ? message : asSentence(message));

const problemsOf = (rowNumber: number, error: z.ZodError, kind: unknown): ImportProblem[] =>
  error.issues.map((issue) => ({
    Row: rowNumber,
    Field: header(fieldOf(issue.path, kind)),
    Message: reported(issue.message),
  }));

const textOrEmpty = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/**
 * A lease row checked by the same schema as the create call (CreateLeaseSchema: required texts, amounts, days,
 * the frequency, the increase, and the tenure rule checkLeaseTenure with its message); the location's code is
 * resolved by the server, in the importer's organisation.
 */
export const checkLeaseImportRow = (
  values: Record<string, unknown>,
  rowNumber: number,
): RowCheck<LeaseImportRow> => {
  const escalation = escalationOf(values);
  if (!escalation.ok)
    return {
      ok: false,
      problems: [{ Row: rowNumber, Field: header(escalation.field), Message: escalation.message }],
    };
  const parsed = CreateLeaseSchema.safeParse({
    LeaseNumber: values.LeaseNumber,
    LocationId: LOCATION_TO_RESOLVE,
    Lessor: values.Lessor,
    Lessee: values.Lessee,
    Dimensions: values.Dimensions,
    StartDate: values.StartDate,
    EndDate: values.EndDate,
    Rent: values.Rent,
    RentFrequencyId: values.RentFrequencyId,
    SecurityDeposit: values.SecurityDeposit,
    Escalation: escalation.escalation,
    Description: values.Description,
  });
  if (!parsed.success)
    return { ok: false, problems: problemsOf(rowNumber, parsed.error, escalation.escalation?.Kind) };
  return { ok: true, row: { fields: parsed.data, location: textOrEmpty(values.Location) } };
};
