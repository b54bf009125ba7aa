import { request, type Agent } from "node:http";
import {
  BILLING_REPORT_NAMES,
  BillingReportKind,
  type BatchDetail,
  type BillingReportKindId,
  type GenerateBatchReply,
} from "@fieldstead/domain";
import { generateOn, withBenchPostgres, withBenchServer } from "./bench-postgres.ts";
import { quantile } from "./bench-timing.ts";
import { BENCH_CLIENTS, BENCH_PERIOD, generateBenchBilling } from "./billing.bench-data.ts";
import type { BenchFigure } from "./run.ts";

const PDF_SAMPLES = 40;
const REPORT_SAMPLES = 10;

/** A GET answering the reply's bytes; non-200 is an error. */
const getBytes = (agent: Agent, url: URL, headers: Record<string, string>): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const req = request(url, { method: "GET", agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode !== 200) reject(new Error(`${url.pathname} answered ${res.statusCode}: ${body}`));
        else resolve(body);
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });

/**
 * A month's invoicing batch for 500 clients holding 20,000 billed assets, generated through the API on
 * PostgreSQL (time and the server's memory growth while it runs), then numbered, its invoices downloaded as
 * PDFs one by one, and each billing report run over them.
 */
export const benchBilling = async (): Promise<BenchFigure[]> =>
  withBenchPostgres("billing", { poolSize: 10 }, async ({ database, direct, orgId }) => {
    const dataSeconds = await generateOn(direct, (client) =>
      generateBenchBilling(client, orgId, BENCH_CLIENTS),
    );
    return withBenchServer(database, { maxSockets: 4 }, async ({ origin, agent, post, authFor }) => {
      const auth = await authFor("admin@acme.example");
      const call = (action: string, body: unknown) => post(`/api/Billing/${action}`, auth, body);
      global.gc?.();
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
      const start = performance.now();
      const reply = (await call("GenerateBatch", { Period: BENCH_PERIOD })) as GenerateBatchReply;
      const generateMs = performance.now() - start;
      clearInterval(sampler);
      if (!reply.Id || reply.InvoiceCount < BENCH_CLIENTS)
        throw new Error(`generated ${reply.InvoiceCount} invoices: ${reply.StatusMessage}`);
      for (const Action of ["RequestReview", "Approve"]) await call("MoveBatch", { Id: reply.Id, Action });
      const numberStart = performance.now();
      await call("MoveBatch", { Id: reply.Id, Action: "Generate" });
      const numberMs = performance.now() - numberStart;
      const batch = JSON.parse(
        (await getBytes(agent, new URL(`${origin}/api/Billing/GetBatch?Id=${reply.Id}`), auth)).toString(
          "utf8",
        ),
      ) as BatchDetail;
      const pdfTimes: number[] = [];
      for (const invoice of batch.Invoices.slice(0, PDF_SAMPLES + 5)) {
        const t = performance.now();
        const pdf = await getBytes(
          agent,
          new URL(`${origin}/api/Billing/DownloadInvoicePdf?Id=${invoice.Id}`),
          auth,
        );
        pdfTimes.push(performance.now() - t);
        if (pdf.subarray(0, 4).toString() !== "%PDF") throw new Error("not a PDF");
      }
      const measured = pdfTimes.slice(5);
      // Each report over the 500 clients' issued invoices, as Billing Reports runs it.
      await call("MoveBatch", { Id: reply.Id, Action: "Lock" });
      const reportFigures: BenchFigure[] = [];
      for (const kind of Object.values(BillingReportKind) as BillingReportKindId[]) {
        const params = { Kind: kind, FromPeriod: BENCH_PERIOD, ToPeriod: BENCH_PERIOD };
        const times: number[] = [];
        for (let i = 0; i < REPORT_SAMPLES + 2; i += 1) {
          const t = performance.now();
          await call("RunBillingReport", params);
          times.push(performance.now() - t);
        }
        reportFigures.push({
          name: `report "${BILLING_REPORT_NAMES[kind]}", 500 clients: median`,
          value: quantile(times.slice(2), 0.5),
          unit: "ms",
          target: { below: 1_000 },
        });
      }
      console.log(
        `billing: ${BENCH_CLIENTS} clients, 20,000 assets generated in ${dataSeconds.toFixed(1)} s; batch of ${reply.InvoiceCount} invoices`,
      );
      return [
        {
          name: "batch for 500 clients × 20,000 assets: generated",
          value: generateMs,
          unit: "ms",
          target: { below: 10_000 },
        },
        {
          name: "batch generation: server memory growth",
          value: (peak - before) / 1e6,
          unit: "MB",
          target: { below: 300 },
        },
        { name: "500 invoices numbered (Generate invoices)", value: numberMs, unit: "ms" },
        { name: "invoice PDF: median", value: quantile(measured, 0.5), unit: "ms" },
        {
          name: "invoice PDF: 95th percentile",
          value: quantile(measured, 0.95),
          unit: "ms",
          target: { below: 200 },
        },
        ...reportFigures,
      ];
    });
  });
