/** A record's id from an address segment: a positive whole number, else null. */
export const idFromPath = (value: string | undefined): number | null =>
  value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
