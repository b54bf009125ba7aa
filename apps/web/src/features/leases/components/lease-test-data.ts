import { BillingFrequency, LeaseStatus, type LeaseDetail } from "@fieldstead/domain";

/** A draft yearly lease of a floor of North Tower, as GetLease answers it. */
export const LEASE: LeaseDetail = {
  Id: 7,
  LeaseNumber: "LSE-2026-00007",
  LocationId: 5,
  LocationName: "North Tower",
  LocationPath: "Denver Campus",
  Lessor: "Acme Properties",
  Lessee: "Blue Fern Cafe",
  StatusId: LeaseStatus.Draft,
  StatusName: "Draft",
  StartDate: "2026-01-01",
  EndDate: "2026-12-31",
  Rent: "1500.00",
  RentFrequencyId: BillingFrequency.Yearly,
  RentFrequencyName: "Yearly",
  NextPaymentDue: null,
  NextPaymentAmount: null,
  Arrears: "0.00",
  UpdatedAt: "2026-01-02T10:00:00Z",
  Dimensions: "12 m × 8 m",
  AreaSqm: "96.00",
  SecurityDeposit: "3000.00",
  Escalation: null,
  NoticeMonths: 3,
  Description: "Ground-floor cafe unit.",
  Contacts: [
    {
      Id: 31,
      FullName: "Dana Whitfield",
      Role: "Owner",
      Department: null,
      PhoneNumber: "555-0142",
      Email: "dana@bluefern.example",
    },
  ],
  NextStatuses: [{ Id: LeaseStatus.Active, Name: "Active" }],
  CanDelete: true,
  CreatedAt: "2026-01-02T10:00:00Z",
  CreatedByName: "Lena Park",
};

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
