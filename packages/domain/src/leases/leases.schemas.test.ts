import { describe, expect, it } from "vitest";
import { CreateLeaseSchema } from "./leases.schemas.ts";
import { LeasePaymentActionSchema } from "./lease-tabs.schemas.ts";

const lease = (fields: Record<string, unknown>) =>
  CreateLeaseSchema.safeParse({
    LocationId: 1,
    Lessor: "Harbour Estates",
    Lessee: "Acme Facilities",
    StartDate: "2027-01-01",
    EndDate: "2027-12-31",
    Rent: "1500",
    RentFrequencyId: 1,
    ...fields,
  });

describe("a lease's amounts", () => {
  it("reads text or a number with the money rule and passes on two decimals", () => {
    expect(lease({ Rent: "1,500.5", SecurityDeposit: 3000 }).data).toMatchObject({
      Rent: "1500.50",
      SecurityDeposit: "3000.00",
    });
    expect(lease({ SecurityDeposit: "" }).data?.SecurityDeposit).toBeNull();
  });

  it("refuses badly grouped, negative or over-precise amounts, naming the field", () => {
    for (const Rent of ["1,2,3", "-5", "12.345", "abc"]) {
      const result = lease({ Rent });
      expect(result.success, Rent).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ["Rent"],
        message: "Rent must be an amount of at most 12 digits and 2 decimals, not negative.",
      });
    }
  });

  it("needs more than nothing to record a payment", () => {
    const pay = (TransactionAmount: string) =>
      LeasePaymentActionSchema.safeParse({
        BillingPeriodId: 1,
        Action: "RecordPayment",
        TransactionId: "TX-1",
        TransactionAmount,
      });
    expect(pay("0").error?.issues[0]?.path).toEqual(["TransactionAmount"]);
    expect(pay("0.01").success).toBe(true);
  });
});
