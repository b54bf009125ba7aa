/** The download centre's reads. */
export const EXPORTS_KEY = ["exports"] as const;
