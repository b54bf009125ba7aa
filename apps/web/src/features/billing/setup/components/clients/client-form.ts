import { SaveClientSchema, type ClientListRow, type SaveClientInput } from "@fieldstead/domain";
import { requestFormSchema } from "../request-form-schema.ts";

/** The client dialog's values: what the person types (the payment terms as text). */
export type ClientFormValues = {
  Name: string;
  ContactName: string;
  ContactEmail: string;
  Currency: string;
  PaymentTermsDays: string;
  TaxRegistration: string;
  LesseeName: string;
  IsActive: boolean;
};

/** A new client bills in US dollars, due 30 days after the invoice, unless told otherwise. */
export const DEFAULT_CURRENCY = "USD";
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;

export const emptyClientForm = (): ClientFormValues => ({
  Name: "",
  ContactName: "",
  ContactEmail: "",
  Currency: DEFAULT_CURRENCY,
  PaymentTermsDays: String(DEFAULT_PAYMENT_TERMS_DAYS),
  TaxRegistration: "",
  LesseeName: "",
  IsActive: true,
});

/** A client as the dialog shows it for an edit. */
export const clientFormValues = (client: ClientListRow): ClientFormValues => ({
  Name: client.Name,
  ContactName: client.ContactName ?? "",
  ContactEmail: client.ContactEmail ?? "",
  Currency: client.Currency,
  PaymentTermsDays: String(client.PaymentTermsDays),
  TaxRegistration: client.TaxRegistration ?? "",
  LesseeName: client.LesseeName ?? "",
  IsActive: client.IsActive,
});

const FORM_FIELDS: readonly string[] = Object.keys(emptyClientForm());

/** The form field a request field (as a 400 or the schema names it) belongs to; null when the form has none. */
export const clientFieldOf = (field: string): keyof ClientFormValues | null =>
  FORM_FIELDS.includes(field) ? (field as keyof ClientFormValues) : null;

const textOrNull = (text: string): string | null => (text.trim() === "" ? null : text.trim());
/** Days typed as text; NaN (refused by the schema, which names the field) when not a number. */
const days = (text: string): number => (text.trim() === "" ? Number.NaN : Number(text));

/** The SaveClient body the values make (Id for an edit). */
export const toClientBody = (values: ClientFormValues, id: number | null): SaveClientInput => ({
  ...(id === null ? {} : { Id: id }),
  Name: values.Name.trim(),
  ContactName: textOrNull(values.ContactName),
  ContactEmail: textOrNull(values.ContactEmail),
  Currency: values.Currency.trim().toUpperCase(),
  PaymentTermsDays: days(values.PaymentTermsDays),
  TaxRegistration: textOrNull(values.TaxRegistration),
  LesseeName: textOrNull(values.LesseeName),
  IsActive: values.IsActive,
});

/** The dialog checked by the server's own SaveClient schema; its output is the body to send. */
export const clientFormSchema = (id: number | null) =>
  requestFormSchema<ClientFormValues, SaveClientInput>({
    schema: SaveClientSchema,
    toBody: (values) => toClientBody(values, id),
    fieldOf: clientFieldOf,
  });
