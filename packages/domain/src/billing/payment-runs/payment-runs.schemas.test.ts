import { describe, expect, it } from "vitest";
import { InitiatePaymentRunSchema, ProcessPaymentRunSchema } from "./payment-runs.schemas.ts";

const problems = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]);

describe("InitiatePaymentRunSchema", () => {
  it("reads the chosen bills once each, or none for every approved bill", () => {
    expect(InitiatePaymentRunSchema.parse({ PeriodIds: [3, 1, 3], RequestId: " run-0001 " })).toEqual({
      PeriodIds: [3, 1],
      RequestId: "run-0001",
    });
    expect(InitiatePaymentRunSchema.parse({ RequestId: "run-0001" })).toEqual({
      PeriodIds: null,
      RequestId: "run-0001",
    });
  });

  it.each([
    ["no RequestId", { PeriodIds: [1] }, "RequestId", "RequestId is required."],
    ["a short RequestId", { RequestId: "1234567" }, "RequestId", "RequestId has at least 8 characters."],
    [
      "an empty list of bills",
      { PeriodIds: [], RequestId: "run-0001" },
      "PeriodIds",
      "PeriodIds names at least one bill (leave it out to pay every approved bill).",
    ],
  ])("refuses %s, naming the field", (_case, body, field, message) => {
    expect(problems(InitiatePaymentRunSchema.safeParse(body))).toEqual([[field, message]]);
  });
});

describe("ProcessPaymentRunSchema", () => {
  it("needs the run, and takes a request id when one is sent", () => {
    expect(ProcessPaymentRunSchema.parse({ Id: 4 })).toEqual({ Id: 4, RequestId: null });
    expect(problems(ProcessPaymentRunSchema.safeParse({ RequestId: "run-0001" }))[0]?.[0]).toBe("Id");
  });
});
