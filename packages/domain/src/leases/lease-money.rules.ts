/**
 * Money of leases: amounts are whole cents, so sums and increases are exact; these turn typed text into cents and
 * cents into text.
 */

/** The most digits before the decimal point an amount may have (up to 999,999,999,999.99). */
export const MONEY_MAX_INTEGER_DIGITS = 12;

// Digits, or digits grouped in threes by commas; then up to two decimals.
const MONEY_TEXT = /^(\d+|\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/;

/**
 * The cents of an amount typed as "1234", "1234.5" or "1,234.56" (blanks around it are ignored), or null when
 * the text is not an amount: negative, more than two decimals, more than twelve digits before the point, or
 * commas that do not group thousands.
 */
export const parseMoneyToCents = (text: string): number | null => {
  const match = MONEY_TEXT.exec(text.trim());
  if (!match) return null;
  const whole = (match[1] ?? "").replaceAll(",", "").replace(/^0+(?=\d)/, "");
  if (whole.length > MONEY_MAX_INTEGER_DIGITS) return null;
  const fraction = (match[2] ?? "").padEnd(2, "0");
  return Number(whole) * 100 + Number(fraction);
};

const requireCents = (cents: number): void => {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
};

const digitsOf = (cents: number): { sign: string; whole: string; fraction: string } => {
  requireCents(cents);
  const magnitude = String(Math.abs(cents)).padStart(3, "0");
  return {
    sign: cents < 0 ? "-" : "",
    whole: magnitude.slice(0, -2),
    fraction: magnitude.slice(-2),
  };
};

/**
 * An amount as the database writes a numeric: "1234.50", "-0.05" (two decimals, no thousands separators).
 * Throws a RangeError for a number that is not whole cents.
 */
export const centsToMoney = (cents: number): string => {
  const { sign, whole, fraction } = digitsOf(cents);
  return `${sign}${whole}.${fraction}`;
};

/** An amount as the pages show it: "1,234.50", "-1,234.50". Throws a RangeError for a number that is not whole cents. */
export const formatMoney = (cents: number): string => {
  const { sign, whole, fraction } = digitsOf(cents);
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ",")}.${fraction}`;
};
