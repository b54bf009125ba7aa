/** The root of every documents query: a write reads all of them again. */
export const DOCUMENTS_KEY = ["documents"] as const;
export const FOLDERS_KEY = [...DOCUMENTS_KEY, "folders"] as const;
export const GALLERY_KEY = [...DOCUMENTS_KEY, "gallery"] as const;
