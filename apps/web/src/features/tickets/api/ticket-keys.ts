/** Every read of tickets sits under this key, so a write reads them all again. */
export const TICKETS_KEY = ["tickets"] as const;
