import { formatMoney, parseMoneyToCents } from "@fieldstead/domain";

/** How many spaces are ticked and their area together ('1,250.50'); an area not yet a number counts nothing. */
export const spaceTotals = (
  picks: readonly { isCovered: boolean; area: string }[],
): { count: number; area: string } => {
  const covered = picks.filter((p) => p.isCovered);
  const cents = covered.reduce((sum, p) => sum + (parseMoneyToCents(p.area) ?? 0), 0);
  return { count: covered.length, area: formatMoney(cents) };
};
