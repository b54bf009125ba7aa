import type { ImportTaskInput } from "../../modules/imports/import-run.types.ts";
import type { renderExportTask } from "../../modules/exports/export-render.task.ts";
import type {
  InviteFileInput,
  InviteFileResult,
} from "../../modules/identity/invitations/invitation-import.task.ts";
import type {
  InvoicePdfTaskInput,
  InvoiceZipTaskInput,
} from "../../modules/billing/invoices/invoice-document.ts";
import type { BillingReportTaskInput } from "../../modules/billing/reports/billing-report-document.ts";

type RenderExport = typeof renderExportTask;

/**
 * The tasks a worker thread of the pool runs, by name (see worker-pool.ts). Loaded only in the workers; each
 * task's modules load on its first run, so a thread that only renders exports never loads the import's code.
 */
export const WORKER_TASKS = {
  /** Loads the render code of exports, invoices and billing reports, the work people wait on (WorkerPool.warm). */
  warm: async (_input: undefined): Promise<void> => {
    await Promise.all([
      import("../../modules/exports/export-render.task.ts"),
      import("../../modules/billing/invoices/invoice-render.task.ts"),
      import("../../modules/billing/reports/billing-report-render.task.ts"),
    ]);
  },
  importFile: async (input: ImportTaskInput) =>
    (await import("../../modules/imports/import-file.task.ts")).importFileTask(input),
  renderExport: async (input: Parameters<RenderExport>[0]): Promise<Awaited<ReturnType<RenderExport>>> =>
    (await import("../../modules/exports/export-render.task.ts")).renderExportTask(input),
  readInvitationFile: async (input: InviteFileInput): Promise<InviteFileResult> =>
    (await import("../../modules/identity/invitations/invitation-import.task.ts")).readInvitationFileTask(
      input,
    ),
  renderInvoicePdf: async (input: InvoicePdfTaskInput): Promise<Uint8Array> =>
    (await import("../../modules/billing/invoices/invoice-render.task.ts")).renderInvoicePdfTask(input),
  renderInvoiceZip: async (input: InvoiceZipTaskInput): Promise<number> =>
    (await import("../../modules/billing/invoices/invoice-render.task.ts")).renderInvoiceZipTask(input),
  renderBillingReport: async (input: BillingReportTaskInput): Promise<Uint8Array> =>
    (await import("../../modules/billing/reports/billing-report-render.task.ts")).renderBillingReportTask(
      input,
    ),
} as const;

export type WorkerTasks = typeof WORKER_TASKS;
