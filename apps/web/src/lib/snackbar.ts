import { createExternalStore } from "./external-store.ts";

/** Snackbars (portal-shell §2.7, §9): default 100 000 ms at the left bottom; the red variant has an OK button. */
export const DEFAULT_SNACKBAR_MS = 100_000;

export type SnackbarSeverity = "info" | "success" | "warning" | "error";

export type SnackbarMessage = {
  id: number;
  message: string;
  severity: SnackbarSeverity;
  durationMs: number;
  hasOk: boolean;
  /** A link to what the message is about (a record just created). */
  link?: SnackbarLink;
};

export type SnackbarLink = { label: string; to: string };

export type ShowSnackbarInput = {
  message: string;
  severity?: SnackbarSeverity;
  durationMs?: number;
  /** An OK button that closes it; red (error) snackbars always have one. */
  hasOk?: boolean;
  link?: SnackbarLink;
};

let nextId = 1;
export const snackbarStore = createExternalStore<SnackbarMessage[]>([]);

export const showSnackbar = ({
  message,
  severity = "info",
  durationMs = DEFAULT_SNACKBAR_MS,
  hasOk,
  link,
}: ShowSnackbarInput): number => {
  const id = nextId++;
  const item = {
    id,
    message,
    severity,
    durationMs,
    hasOk: hasOk ?? severity === "error",
    ...(link ? { link } : {}),
  };
  // One shows at a time, the newest. It replaces the same message and any older one without OK; an older one
  // with OK (something the user must see) waits underneath and shows again when the newer ones close.
  snackbarStore.set((list) => [...list.filter((s) => s.message !== message && s.hasOk), item]);
  return id;
};

/** The red variant with OK (spec: offline 10 s, terms save failure 5 s, role change 10 s). */
export const showErrorSnackbar = (message: string, durationMs: number): number =>
  showSnackbar({ message, severity: "error", durationMs, hasOk: true });

export const dismissSnackbar = (id: number): void =>
  snackbarStore.set((list) => list.filter((s) => s.id !== id));
