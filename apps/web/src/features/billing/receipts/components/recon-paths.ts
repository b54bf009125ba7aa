/** Financial Reconciliation: payments received and the batches of their matches. */
export const RECON_PATH = "/billing/financialRecon";

/** The page's two tabs; the tab rides in the address (?tab=batches) so a reload or Back keeps it. */
export const RECON_TABS = [
  { value: "payments", label: "Payments received" },
  { value: "batches", label: "Match batches" },
] as const;
export type ReconTab = (typeof RECON_TABS)[number]["value"];
export const RECON_TAB_PARAM = "tab";

/** The tab of the page's address; anything unknown is the payments. */
export const reconTabOf = (params: URLSearchParams): ReconTab =>
  params.get(RECON_TAB_PARAM) === "batches" ? "batches" : "payments";

export const reconTabPath = (tab: ReconTab): string =>
  tab === "payments" ? RECON_PATH : `${RECON_PATH}?${RECON_TAB_PARAM}=${tab}`;

/** A batch of matches (billing/financialRecon/batchList/{id}). */
export const matchBatchPath = (id: number): string => `${RECON_PATH}/batchList/${id}`;

export const RECON_ENTRY = { kind: "link", label: "Financial Reconciliation", to: RECON_PATH } as const;
export const MATCH_BATCHES_ENTRY = {
  kind: "link",
  label: "Match batches",
  to: reconTabPath("batches"),
} as const;
