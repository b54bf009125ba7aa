/** How notifications read: addresses of the records, escaped text, days and amounts as people read them. */

/** The addresses of the records' own pages in the web app. */
export const recordUrl = {
  task: (id: number) => `/TaskOperations/details/${id}`,
  ticket: (id: number) => `/ticketdetails/${id}`,
  moveRequest: (id: number) => `/fixedAssetManagement/MoveAssetRequest/Details/${id}`,
  materialRequest: (id: number) => `/materialRequest/${id}`,
  // The leases list: the portal has no page of one lease yet.
  lease: () => "/LeaseManagement",
  leaseBilling: (id: number) => `/LeaseManagement/details/${id}?tab=Billing`,
  profile: () => "/profile",
};

export const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

export const b = (text: string) => `<b>${escapeHtml(text)}</b>`;
export const p = (html: string) => `<p>${html}</p>`;

export const textOf = (payload: Record<string, unknown>, key: string): string | null => {
  const value = payload[key];
  if (typeof value === "string" && value.trim() !== "") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
};
export const numberOf = (payload: Record<string, unknown>, key: string): number | null => {
  const value = payload[key];
  return typeof value === "number" && Number.isFinite(value) ? value : null;
};
export const countOf = (payload: Record<string, unknown>, key: string): number => {
  const value = payload[key];
  return Array.isArray(value) ? value.length : 0;
};

export const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** 'Nov 25, 2026' for a 'YYYY-MM-DD' day (the day as stored: no time zone applies). */
export const displayDay = (day: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const [, year, month, date] = match;
  return `${MONTHS[Number(month) - 1] ?? month} ${Number(date)}, ${year}`;
};
/** '$1,250.00' for a decimal amount as stored. */
export const displayMoney = (amount: string): string => {
  const value = Number(amount);
  if (!Number.isFinite(value)) return amount;
  return `$${value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
};

/** The comment a step carried, as a paragraph of its own (nothing when there was none). */
export const quoted = (payload: Record<string, unknown>, key = "Comment"): string => {
  const comment = textOf(payload, key);
  return comment ? p(`“${escapeHtml(comment)}”`) : "";
};
