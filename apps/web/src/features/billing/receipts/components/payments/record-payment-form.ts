import { parseMoneyToCents } from "@fieldstead/domain";

/** The fields of 'Record payment', named as the request names them (so a refusal lands beside its field). */
export const RECEIPT_FIELDS = ["ReceivedOn", "Payer", "Reference", "ClientId", "Currency", "Amount"] as const;
export type ReceiptField = (typeof RECEIPT_FIELDS)[number];

export const fieldOfReceipt = (field: string): ReceiptField | null =>
  (RECEIPT_FIELDS as readonly string[]).includes(field) ? (field as ReceiptField) : null;

export const RECORD_PAYMENT_MESSAGES = {
  receivedOn: "Received on is required.",
  payer: "Payer is required.",
  currency: "Currency is a three-letter code such as USD.",
  amount: "Type the amount received, such as 1,500.00 (at most two decimals).",
  zero: "The amount must be more than 0.",
} as const;

export type ReceiptValues = {
  receivedOn: string;
  payer: string;
  currency: string;
  amount: string;
};

/** What is wrong with the typed values, by field; empty when they can be sent. */
export const checkReceipt = (values: ReceiptValues): Partial<Record<ReceiptField, string>> => {
  const cents = parseMoneyToCents(values.amount);
  const currency = values.currency.trim();
  return {
    ...(values.receivedOn === "" ? { ReceivedOn: RECORD_PAYMENT_MESSAGES.receivedOn } : {}),
    ...(values.payer.trim() === "" ? { Payer: RECORD_PAYMENT_MESSAGES.payer } : {}),
    ...(currency !== "" && !/^[A-Za-z]{3}$/.test(currency)
      ? { Currency: RECORD_PAYMENT_MESSAGES.currency }
      : {}),
    ...(cents === null
      ? { Amount: RECORD_PAYMENT_MESSAGES.amount }
      : cents === 0
        ? { Amount: RECORD_PAYMENT_MESSAGES.zero }
        : {}),
  };
};
