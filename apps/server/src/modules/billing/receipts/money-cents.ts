import { parseMoneyToCents } from "@fieldstead/domain";

/** The cents of money text as the database writes it ("1500.00", "-50.00"). */
export const centsOf = (money: string): number => {
  const text = money.trim();
  const isNegative = text.startsWith("-");
  const cents = parseMoneyToCents(isNegative ? text.slice(1) : text);
  if (cents === null) throw new RangeError(`Not an amount: ${money}`);
  return isNegative ? -cents : cents;
};
