/** The register of leases (portal-platform §2.2: LeaseManagement). */
export const LEASES_PATH = "/LeaseManagement";

/** A lease's page (LeaseManagement/details/{id}); the tab rides in the query (?tab=Billing). */
export const leaseDetailPath = (id: number, tab?: string): string =>
  tab ? `${LEASES_PATH}/details/${id}?tab=${tab}` : `${LEASES_PATH}/details/${id}`;

/** A location's own page. */
export const locationPath = (id: number): string => `/locationModules/${id}`;

export const LEASES_ENTRY = { kind: "link", label: "Leases", to: LEASES_PATH } as const;
