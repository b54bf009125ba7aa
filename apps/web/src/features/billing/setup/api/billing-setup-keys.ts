/** Every read of billing setup sits under this key, so a write (a client, a code, a profile line) reads them all again. */
export const BILLING_SETUP_KEY = ["billing-setup"] as const;

/** The reads of billing setup: the pickers' options and one client's charge profile. */
export const billingSetupKeys = {
  clientOptions: [...BILLING_SETUP_KEY, "client-options"] as const,
  chargeCodeOptions: [...BILLING_SETUP_KEY, "charge-code-options"] as const,
  profile: (clientId: number) => [...BILLING_SETUP_KEY, "profile", clientId] as const,
};
