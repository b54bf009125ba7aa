import {
  AuditEntityType,
  CHARGE_UNIT_NAMES,
  diffChanges,
  formatTaxRate,
  ModuleId,
  type AuditField,
  type BillingWriteReply,
  type ChargeCodeListRow,
  type ListQuery,
  type ListReply,
  type SaveChargeCode,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { Db, Tx } from "../../../db/client.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { recordChange } from "../../audit/audit.service.ts";
import { leaseToday } from "../../leases/leases.service.ts";
import { isUniqueViolation } from "../../locations/location-access.ts";
import { AppError } from "../../../lib/errors.ts";
import { hasBillingCapability } from "../billing-access.ts";
import {
  insertChargeCodes,
  isChargeCodeTaken,
  listChargeCodes,
  readChargeCode,
  updateChargeCode,
  type ChargeCodeColumns,
  type ChargeCodeRecord,
} from "./charge-codes.repository.ts";
import { setupEntry, setupNotFound, setupRefusal, written } from "./billing-setup.refusals.ts";

export const CHARGE_CODE_MESSAGES = {
  codeTaken: (code: string) => `A charge code '${code}' exists already.`,
  retiredTooEarly: (from: string) => `EffectiveTo cannot be before the code's EffectiveFrom (${from}).`,
} as const;

/** What history shows of a charge code, as people read it. */
export type ChargeCodeShown = {
  code: string;
  description: string;
  unit: string;
  rate: string;
  taxRate: string;
  from: string;
  to: string | null;
};

export const CHARGE_CODE_FIELDS: readonly AuditField<ChargeCodeShown>[] = [
  { key: "code", label: "Code" },
  { key: "description", label: "Description" },
  { key: "unit", label: "Unit" },
  { key: "rate", label: "Rate" },
  { key: "taxRate", label: "Tax rate (%)" },
  { key: "from", label: "Effective from" },
  { key: "to", label: "Effective to" },
];

export const chargeCodeShown = (c: ChargeCodeColumns): ChargeCodeShown => ({
  code: c.code,
  description: c.description,
  unit: CHARGE_UNIT_NAMES[c.unitId],
  rate: c.rate,
  taxRate: formatTaxRate(c.taxRateMilli),
  from: c.effectiveFrom,
  to: c.effectiveTo,
});

export const chargeCodeList = (
  ctx: AppContext,
  session: ActiveSession,
  query: ListQuery,
): Promise<ListReply<ChargeCodeListRow>> =>
  listChargeCodes(ctx.db, session.orgId, query, leaseToday(ctx.now()));

/** One charge code of the caller's organisation (another organisation's is a 404). */
export const chargeCodeRecord = async (
  db: Db | Tx,
  session: ActiveSession,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ChargeCodeRecord> => {
  const code = await readChargeCode(db, session.orgId, id, options);
  if (!code) throw setupNotFound("Charge code");
  return code;
};

/** One charge code of the organisation, or null (for the other setup records that point at one). */
export const findChargeCode = (db: Db | Tx, session: ActiveSession, id: number) =>
  readChargeCode(db, session.orgId, id);

const columnsOf = (body: SaveChargeCode): ChargeCodeColumns => ({
  code: body.Code,
  description: body.Description,
  unitId: body.UnitId,
  rate: body.Rate,
  taxRateMilli: body.TaxRate,
  effectiveFrom: body.EffectiveFrom,
  effectiveTo: body.EffectiveTo,
});

/** Whether the caller may set tax rates: the 'tax rate' capability. */
export const mayChangeTaxRates = (ctx: AppContext, session: ActiveSession): Promise<boolean> =>
  hasBillingCapability(ctx, session, ModuleId.BillingTaxRate);

export const TAX_RATE_REFUSAL = "Your role may not change tax rates.";

/**
 * Creates a charge code, or edits one when Id is given. The code is unique in the organisation whatever its
 * case (400 naming Code); setting a tax rate other than none on a new code, or changing a code's tax rate,
 * needs the 'tax rate' capability. The code and its history entry are written together.
 */
export const saveChargeCode = async (
  ctx: AppContext,
  session: ActiveSession,
  body: SaveChargeCode,
): Promise<BillingWriteReply> => {
  // Read before the transaction: the rights come from their own queries.
  const mayTax = await mayChangeTaxRates(ctx, session);
  const write = () =>
    ctx.db.transaction(async (tx) => {
      const current = body.Id ? await chargeCodeRecord(tx, session, body.Id, { lock: true }) : null;
      const columns = columnsOf(body);
      const isTaxRateSet = current
        ? current.taxRateMilli !== columns.taxRateMilli
        : columns.taxRateMilli !== 0;
      if (isTaxRateSet && !mayTax) throw new AppError("FORBIDDEN", { message: TAX_RATE_REFUSAL });
      if (await isChargeCodeTaken(tx, session.orgId, columns.code, current?.id ?? null))
        throw setupRefusal("Code", CHARGE_CODE_MESSAGES.codeTaken(columns.code));
      const at = ctx.now();
      const who = { orgId: session.orgId, employeeId: session.employeeId, at };
      const changes = diffChanges<ChargeCodeShown>({
        before: current ? chargeCodeShown(current) : {},
        after: chargeCodeShown(columns),
        fields: CHARGE_CODE_FIELDS,
      });
      if (current && changes.length === 0)
        return written(`Charge code ${current.code} has no changes to save.`, current.id);
      const id = current ? current.id : (await insertChargeCodes(tx, who, [columns]))[0]!;
      if (current) await updateChargeCode(tx, who, id, columns);
      await recordChange(tx, {
        history: [
          {
            ...setupEntry(session, AuditEntityType.ChargeCode, id, at),
            action: current ? "Updated" : "Created",
            summary: current
              ? `Changed ${changes.map((c) => c.Field.toLowerCase()).join(", ")}`
              : `Charge code ${columns.code} created`,
            changes,
          },
        ],
        events: [],
      });
      return written(`Charge code ${columns.code} ${current ? "saved" : "created"}.`, id);
    });
  return write().catch((err: unknown) => {
    // Two codes spelled alike saved at the same moment: the second is told, as if it had come later.
    if (isUniqueViolation(err)) throw setupRefusal("Code", CHARGE_CODE_MESSAGES.codeTaken(body.Code));
    throw err;
  });
};

/**
 * Ends a code's effect on a day (today, the organisation's, when none is given); a day before the code takes
 * effect is refused (400 naming EffectiveTo). Invoices that used the code keep it.
 */
export const retireChargeCode = async (
  ctx: AppContext,
  session: ActiveSession,
  body: { Id: number; EffectiveTo: string | null },
): Promise<BillingWriteReply> =>
  ctx.db.transaction(async (tx) => {
    const current = await chargeCodeRecord(tx, session, body.Id, { lock: true });
    const at = ctx.now();
    const to = body.EffectiveTo ?? leaseToday(at);
    if (to < current.effectiveFrom)
      throw setupRefusal("EffectiveTo", CHARGE_CODE_MESSAGES.retiredTooEarly(current.effectiveFrom));
    await updateChargeCode(tx, { orgId: session.orgId, employeeId: session.employeeId, at }, current.id, {
      effectiveTo: to,
    });
    await recordChange(tx, {
      history: [
        {
          ...setupEntry(session, AuditEntityType.ChargeCode, current.id, at),
          action: "Retired",
          summary: `Charge code ${current.code} retired from ${to}`,
          changes: [{ Field: "Effective to", From: current.effectiveTo, To: to }],
        },
      ],
      events: [],
    });
    return written(`Charge code ${current.code} ends on ${to}.`, current.id);
  });
