import { formatDayOrMoment, formatMoney, parseMoneyToCents } from "@fieldstead/domain";

/** An amount the server sent as text ('1500.00') as the pages show it ('1,500.00'); empty for none. */
export const moneyText = (amount: string | null | undefined): string => {
  if (amount === null || amount === undefined || amount === "") return "";
  const negative = amount.trim().startsWith("-");
  const cents = parseMoneyToCents(amount.trim().replace(/^-/, ""));
  if (cents === null) return amount;
  return formatMoney(negative ? -cents : cents);
};

/** An amount with its currency: 'USD 1,500.00'. */
export const currencyText = (amount: string | null | undefined, currency: string): string => {
  const text = moneyText(amount);
  return text ? `${currency} ${text}` : "";
};

/** Whether an amount the server sent is more than nothing (arrears owed). */
export const isPositiveMoney = (amount: string | null | undefined): boolean =>
  (parseMoneyToCents((amount ?? "").trim()) ?? 0) > 0;

/** A calendar day ('2026-03-01') as 'Mar 01, 2026', the same day everywhere; empty for none. */
export const dayText = (day: string | null | undefined): string => (day ? formatDayOrMoment(day) : "");
