import {
  ChargeUnit,
  SaveChargeCodeSchema,
  type ChargeCodeListRow,
  type ChargeUnitId,
  type SaveChargeCodeInput,
} from "@fieldstead/domain";
import { requestFormSchema } from "../request-form-schema.ts";
import { todayDay } from "../setup-format.ts";

/** The charge-code dialog's values: what the person types (amounts and percentages as text). */
export type ChargeCodeFormValues = {
  Code: string;
  Description: string;
  UnitId: ChargeUnitId;
  Rate: string;
  TaxRate: string;
  EffectiveFrom: string;
  EffectiveTo: string;
};

/** A new code is billed per asset, untaxed, from today, until told otherwise. */
export const emptyChargeCodeForm = (today: string = todayDay()): ChargeCodeFormValues => ({
  Code: "",
  Description: "",
  UnitId: ChargeUnit.PerAsset,
  Rate: "",
  TaxRate: "0",
  EffectiveFrom: today,
  EffectiveTo: "",
});

/** A code as the dialog shows it for an edit. */
export const chargeCodeFormValues = (code: ChargeCodeListRow): ChargeCodeFormValues => ({
  Code: code.Code,
  Description: code.Description,
  UnitId: code.UnitId,
  Rate: code.Rate,
  TaxRate: code.TaxRate,
  EffectiveFrom: code.EffectiveFrom,
  EffectiveTo: code.EffectiveTo ?? "",
});

const FORM_FIELDS: readonly string[] = Object.keys(emptyChargeCodeForm(""));

/** The form field a request field belongs to; null when the form has none. */
export const chargeCodeFieldOf = (field: string): keyof ChargeCodeFormValues | null =>
  FORM_FIELDS.includes(field) ? (field as keyof ChargeCodeFormValues) : null;

/** The SaveChargeCode body the values make (Id for an edit); amounts and percentages go as typed text. */
export const toChargeCodeBody = (values: ChargeCodeFormValues, id: number | null): SaveChargeCodeInput => ({
  ...(id === null ? {} : { Id: id }),
  Code: values.Code.trim(),
  Description: values.Description.trim(),
  UnitId: values.UnitId,
  Rate: values.Rate.trim(),
  TaxRate: values.TaxRate.trim(),
  EffectiveFrom: values.EffectiveFrom,
  EffectiveTo: values.EffectiveTo === "" ? null : values.EffectiveTo,
});

/** The dialog checked by the server's own SaveChargeCode schema; its output is the body to send. */
export const chargeCodeFormSchema = (id: number | null) =>
  requestFormSchema<ChargeCodeFormValues, SaveChargeCodeInput>({
    schema: SaveChargeCodeSchema,
    toBody: (values) => toChargeCodeBody(values, id),
    fieldOf: chargeCodeFieldOf,
  });
