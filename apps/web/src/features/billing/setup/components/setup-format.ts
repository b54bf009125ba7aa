import { parseDiscount } from "@fieldstead/domain";

/** A tax rate the server sent as percent text ('8.875') as the pages show it: '8.875 %'. */
export const taxRateText = (rate: string): string => `${rate} %`;

/** A discount as percent text ('12.5' → '12.5 %'); none ('0' or empty) shows as a dash. */
export const discountText = (discount: string): string =>
  (parseDiscount(discount) ?? 0) === 0 ? "—" : `${discount} %`;

/** Today on this device's calendar, YYYY-MM-DD: the day a person means by 'today'. */
export const todayDay = (now: Date = new Date()): string => {
  const month = String(now.getMonth() + 1).padStart(2, "0");
  const day = String(now.getDate()).padStart(2, "0");
  return `${now.getFullYear()}-${month}-${day}`;
};
