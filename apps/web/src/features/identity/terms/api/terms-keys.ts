/** The query keys of the terms of use: everything under TERMS_KEY is read again after a publication. */
export const TERMS_KEY = ["terms"] as const;
export const CURRENT_TERMS_KEY = [...TERMS_KEY, "current"] as const;
export const TERMS_ACCEPTANCE_KEY = [...TERMS_KEY, "acceptance"] as const;
