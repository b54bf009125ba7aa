import { moneyText } from "../../../lib/money-format.ts";

export { dayText, isPositiveMoney, moneyText } from "../../../lib/money-format.ts";

/** Rent with how often it is billed: '1,500.00 Monthly'. */
export const rentText = (rent: string, frequencyName: string): string =>
  `${moneyText(rent)} ${frequencyName}`.trim();
