import {
  SaveChargeProfileLineSchema,
  parseDiscount,
  type ChargeCodeListRow,
  type ChargeProfileLine,
  type SaveChargeProfileLineInput,
} from "@fieldstead/domain";
import { requestFormSchema } from "../request-form-schema.ts";
import { todayDay } from "../setup-format.ts";

/** A charge code as the code picker offers it. */
export type ChargeCodeOption = Pick<ChargeCodeListRow, "Id" | "Code" | "Description" | "Rate" | "UnitName">;

/** The profile line dialog's values: the code picked, and what the person types (rates and discount as text). */
export type ProfileLineFormValues = {
  ChargeCode: ChargeCodeOption | null;
  /** The negotiated rate; empty bills the code's list rate. */
  Rate: string;
  Discount: string;
  EffectiveFrom: string;
  EffectiveTo: string;
};

export const PICK_CODE_MESSAGE = "Pick the charge code that applies.";

export const emptyProfileLineForm = (today: string = todayDay()): ProfileLineFormValues => ({
  ChargeCode: null,
  Rate: "",
  Discount: "",
  EffectiveFrom: today,
  EffectiveTo: "",
});

/** A line as the dialog shows it for an edit; no discount shows as an empty field. */
export const profileLineFormValues = (line: ChargeProfileLine): ProfileLineFormValues => ({
  ChargeCode: {
    Id: line.ChargeCodeId,
    Code: line.Code,
    Description: line.Description,
    Rate: line.ListRate,
    UnitName: line.UnitName,
  },
  Rate: line.Rate ?? "",
  Discount: (parseDiscount(line.Discount) ?? 0) === 0 ? "" : line.Discount,
  EffectiveFrom: line.EffectiveFrom,
  EffectiveTo: line.EffectiveTo ?? "",
});

const FORM_FIELDS: readonly string[] = ["Rate", "Discount", "EffectiveFrom", "EffectiveTo"];

/** The form field a request field belongs to; null when the form has none. */
export const profileLineFieldOf = (field: string): keyof ProfileLineFormValues | null => {
  if (field === "ChargeCodeId") return "ChargeCode";
  return FORM_FIELDS.includes(field) ? (field as keyof ProfileLineFormValues) : null;
};

/** The SaveChargeProfileLine body the values make for a client (Id for an edit). */
export const toProfileLineBody = (
  values: ProfileLineFormValues,
  clientId: number,
  id: number | null,
): SaveChargeProfileLineInput => ({
  ...(id === null ? {} : { Id: id }),
  ClientId: clientId,
  ChargeCodeId: values.ChargeCode?.Id ?? 0,
  Rate: values.Rate.trim() === "" ? null : values.Rate.trim(),
  Discount: values.Discount.trim() === "" ? null : values.Discount.trim(),
  EffectiveFrom: values.EffectiveFrom,
  EffectiveTo: values.EffectiveTo === "" ? null : values.EffectiveTo,
});

/** The dialog checked by the server's own schema (and a code picked); its output is the body to send. */
export const profileLineFormSchema = (clientId: number, id: number | null) =>
  requestFormSchema<ProfileLineFormValues, SaveChargeProfileLineInput>({
    schema: SaveChargeProfileLineSchema,
    toBody: (values) => toProfileLineBody(values, clientId, id),
    fieldOf: profileLineFieldOf,
    check: (values) => (values.ChargeCode ? [] : [{ field: "ChargeCode", message: PICK_CODE_MESSAGE }]),
  });
