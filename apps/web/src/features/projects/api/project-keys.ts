/** Every read of projects sits under this key, so a write reads them all again. */
export const PROJECTS_KEY = ["projects"] as const;
