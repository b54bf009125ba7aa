/** Every read of leases sits under this key, so a write (an edit, a status move) reads them all again. */
export const LEASES_KEY = ["leases"] as const;

/** The reads of one lease: its header and each tab's data. */
export const leaseKeys = {
  detail: (id: number) => [...LEASES_KEY, "detail", id] as const,
  terms: (id: number) => [...LEASES_KEY, "terms", id] as const,
  spaces: (id: number) => [...LEASES_KEY, "spaces", id] as const,
  history: (id: number) => [...LEASES_KEY, "history", id] as const,
};
