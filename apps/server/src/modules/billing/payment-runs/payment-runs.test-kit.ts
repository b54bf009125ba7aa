import { expect } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import {
  LeasePaymentStatus,
  type PaymentQueueReply,
  type PaymentRunDetail,
  type PaymentRunReply,
} from "@fieldstead/domain";
import type { Backend } from "../../../test/test-databases.ts";
import {
  monthlyPeriods,
  openLeaseBillingTestKit,
  type LeaseBillingTestKit,
  type Who,
} from "../../leases/billing/lease-billing.test-kit.ts";

export type { Who };

export type PaymentRunTestKit = LeaseBillingTestKit & {
  /** GET with a query, POST with a body, under /api/Billing/. */
  billing(
    who: Who,
    action: string,
    options?: { body?: unknown; query?: Record<string, string | number> },
  ): Promise<LightMyRequestResponse>;
  queue(who?: Who): Promise<PaymentQueueReply>;
  run(who: Who, id: number): Promise<PaymentRunDetail>;
  initiate(who: Who, body: object): Promise<PaymentRunReply>;
  process(who: Who, body: object): Promise<PaymentRunReply>;
  /** A refusal's status, message and field names. */
  refusal(
    res: Promise<LightMyRequestResponse>,
  ): Promise<{ status: number; message: string; fields: string[] }>;
  /** An active lease of Acme (or Globex) whose bills from `firstMonth` are all Approved. */
  approvedLease(
    firstMonth: string,
    count: number,
    amount: string,
    org?: "acme" | "globex",
  ): Promise<{ id: number; periodIds: number[] }>;
};

let requests = 0;
/** A request id no other call of the test run has sent. */
export const freshRequestId = (): string => `payment-run-test-${++requests}`;

export const openPaymentRunTestKit = async (backend: Backend): Promise<PaymentRunTestKit> => {
  const kit = await openLeaseBillingTestKit(backend);
  const billing: PaymentRunTestKit["billing"] = (who, action, { body, query } = {}) => {
    const search = query
      ? `?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`
      : "";
    return kit.t.call(query || body === undefined ? "GET" : "POST", `/api/Billing/${action}${search}`, {
      token: kit.who[who].token,
      ...(body === undefined ? {} : { body }),
    });
  };
  return {
    ...kit,
    billing,
    queue: (who = "lease") => kit.ok(billing(who, "GetPaymentQueue")),
    run: (who, id) => kit.ok(billing(who, "GetPaymentRun", { query: { Id: id } })),
    initiate: (who, body) => kit.ok(billing(who, "InitiatePaymentRun", { body })),
    process: (who, body) => kit.ok(billing(who, "ProcessPaymentRun", { body })),
    refusal: async (res) => {
      const answered = await res;
      expect(answered.statusCode, answered.body).toBeGreaterThanOrEqual(400);
      const json = answered.json() as { StatusMessage: string; fields?: { field: string }[] };
      return {
        status: answered.statusCode,
        message: json.StatusMessage,
        fields: (json.fields ?? []).map((f) => f.field),
      };
    },
    approvedLease: (firstMonth, count, amount, org = "acme") =>
      kit.addLease(
        monthlyPeriods(firstMonth, count, amount).map((p) => ({
          ...p,
          statusId: LeasePaymentStatus.Approved,
        })),
        { org },
      ),
  };
};
