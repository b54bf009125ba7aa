import { formatMoney, parseMoneyToCents } from "@fieldstead/domain";

/** An amount as the server sends it ("1500.00") as the pages show it ("1,500.00"); null shows as a dash. */
export const showMoney = (text: string | null): string => {
  if (text === null) return "—";
  const cents = parseMoneyToCents(text);
  return cents === null ? text : formatMoney(cents);
};
