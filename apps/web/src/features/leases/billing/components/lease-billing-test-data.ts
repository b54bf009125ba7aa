import {
  AccessRightType,
  LEASE_PAYMENT_STATUS_NAMES,
  LeaseStatus,
  ModuleId,
  type LeaseBillingPeriod,
  type LeaseBillingReply,
  type LeaseDetail,
  type LeasePaymentStatusId,
} from "@fieldstead/domain";
import { grantedModule } from "../../../../test/session-fixtures.tsx";

/** An active lease, billed monthly, as GetLease answers it. */
export const LEASE: LeaseDetail = {
  Id: 41,
  LeaseNumber: "LSE-2026-00041",
  LocationId: 5,
  LocationName: "North Tower",
  Lessor: "Acme Properties",
  Lessee: "Harbor Foods",
  StatusId: LeaseStatus.Active,
  StatusName: "Active",
  StartDate: "2026-01-01",
  EndDate: "2026-12-31",
  Rent: "1500.00",
  RentFrequencyId: 1,
  RentFrequencyName: "Monthly",
  NextPaymentDue: "2026-02-01",
  NextPaymentAmount: "1500.00",
  Arrears: "0.00",
  UpdatedAt: "2026-01-02T10:00:00Z",
  LocationPath: "Campus › North Tower",
  Dimensions: null,
  AreaSqm: null,
  SecurityDeposit: null,
  Escalation: null,
  NoticeMonths: 3,
  Description: null,
  Contacts: [],
  NextStatuses: [],
  CanDelete: false,
  CreatedAt: "2025-12-20T10:00:00Z",
  CreatedByName: "Lena Lease",
};

/** A period of January 2026 in the given payment status. */
export const period = (
  status: LeasePaymentStatusId,
  extra: Partial<LeaseBillingPeriod> = {},
): LeaseBillingPeriod => ({
  Id: 700 + status,
  BillingPeriod: "2026-01-01 – 2026-01-31",
  PeriodStart: "2026-01-01",
  PeriodEnd: "2026-01-31",
  BillingAmount: "1500.00",
  DueDate: "2026-01-01",
  TransactionId: null,
  TransactionAmount: null,
  PaidAmount: "0.00",
  Outstanding: "1500.00",
  Status: status,
  StatusName: LEASE_PAYMENT_STATUS_NAMES[status],
  Overdue: false,
  SubmittedByName: null,
  ApprovedByName: null,
  ...extra,
});

export const billingOf = (
  periods: LeaseBillingPeriod[],
  extra: Partial<LeaseBillingReply> = {},
): LeaseBillingReply => ({
  Periods: periods,
  TotalBilled: "18000.00",
  TotalPaid: "1500.00",
  Arrears: "0.00",
  ...extra,
});

const { ReadOnly, ReadWrite } = AccessRightType;
/** A Lease Manager: Leases and its Billing tab at read-write. */
export const BILLING_WRITER = [
  grantedModule(ModuleId.Leases, 0, ReadWrite),
  grantedModule(ModuleId.LeaseBilling, ModuleId.Leases, ReadWrite),
];
/** A role that may only look at the Billing tab. */
export const BILLING_READER = [
  grantedModule(ModuleId.Leases, 0, ReadOnly),
  grantedModule(ModuleId.LeaseBilling, ModuleId.Leases, ReadOnly),
];
