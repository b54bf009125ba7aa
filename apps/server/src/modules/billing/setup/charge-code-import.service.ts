import { AuditEntityType, diffChanges, type SaveChargeCode } from "@fieldstead/domain";
import type { Db, Tx } from "../../../db/client.ts";
import { recordChange, type AuditRecord } from "../../audit/audit.service.ts";
import { insertChargeCodes, takenChargeCodes, type ChargeCodeColumns } from "./charge-codes.repository.ts";
import { CHARGE_CODE_FIELDS, chargeCodeShown, type ChargeCodeShown } from "./charge-codes.service.ts";

/** Codes one insert writes: its statement stays well under the database's parameter limit. */
const WRITE_BATCH = 500;

type Who = { orgId: number; employeeId: number; at: Date };

/** Which of these codes the organisation's catalogue has already, lower-cased (for a bulk file's checks). */
export const catalogueCodesAmong = (
  db: Db | Tx,
  orgId: number,
  codes: readonly string[],
): Promise<string[]> => takenChargeCodes(db, orgId, codes);

const columnsOf = (fields: SaveChargeCode): ChargeCodeColumns => ({
  code: fields.Code,
  description: fields.Description,
  unitId: fields.UnitId,
  rate: fields.Rate,
  taxRateMilli: fields.TaxRate,
  effectiveFrom: fields.EffectiveFrom,
  effectiveTo: fields.EffectiveTo,
});

/**
 * Writes checked charge codes inside the caller's transaction, 500 a statement, each with its 'Created' history
 * entry as the charge-code form records a new code. Answers how many were written.
 */
export const writeImportedChargeCodes = async (
  tx: Tx,
  who: Who,
  rows: readonly SaveChargeCode[],
  progress: (fraction: number) => void,
): Promise<number> => {
  let count = 0;
  for (let start = 0; start < rows.length; start += WRITE_BATCH) {
    const values = rows.slice(start, start + WRITE_BATCH).map(columnsOf);
    const ids = await insertChargeCodes(tx, who, values);
    const history = ids.map((id, i): AuditRecord => ({
      orgId: who.orgId,
      entityType: AuditEntityType.ChargeCode,
      entityId: id,
      action: "Created",
      summary: `Charge code ${values[i]!.code} imported`,
      changes: diffChanges<ChargeCodeShown>({
        before: {},
        after: chargeCodeShown(values[i]!),
        fields: CHARGE_CODE_FIELDS,
      }),
      employeeId: who.employeeId,
      at: who.at,
    }));
    await recordChange(tx, { history, events: [] });
    count += ids.length;
    progress(count / rows.length);
  }
  return count;
};
