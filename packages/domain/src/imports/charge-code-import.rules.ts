import type { z } from "zod";
import { SaveChargeCodeSchema, type SaveChargeCode } from "../billing/billing-setup.schemas.ts";
import { ImportKind } from "./imports.enums.ts";
import type { ImportProblem } from "./imports.schemas.ts";
import { importHeaderOf } from "./import-columns.rules.ts";
import { asSentence, type RowCheck } from "./import-checks.rules.ts";

const problemsOf = (rowNumber: number, error: z.ZodError): ImportProblem[] =>
  error.issues.map((issue) => ({
    Row: rowNumber,
    Field: importHeaderOf(ImportKind.ChargeCodes, String(issue.path[0] ?? "")),
    Message: asSentence(issue.message),
  }));

/**
 * A charge-code row checked by the same schema as the save call (the code's letters, the amounts, the days and
 * their order); an empty tax rate is none. Whether the code is new in the catalogue is the server's to say.
 */
export const checkChargeCodeImportRow = (
  values: Record<string, unknown>,
  rowNumber: number,
): RowCheck<SaveChargeCode> => {
  const parsed = SaveChargeCodeSchema.safeParse({
    Code: values.Code,
    Description: values.Description,
    UnitId: values.UnitId,
    Rate: values.Rate,
    TaxRate: values.TaxRate ?? "0",
    EffectiveFrom: values.EffectiveFrom,
    EffectiveTo: values.EffectiveTo ?? null,
  });
  return parsed.success
    ? { ok: true, row: parsed.data }
    : { ok: false, problems: problemsOf(rowNumber, parsed.error) };
};
