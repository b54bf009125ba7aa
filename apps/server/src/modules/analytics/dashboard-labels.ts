import {
  AssetStatus,
  LeasePaymentStatus,
  LeaseStatus,
  VerificationState,
  type AssetStatusId,
  type LeasePaymentStatusId,
  type LeaseStatusId,
  type VerificationStateValue,
} from "@fieldstead/domain";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A month as the portal shows it (portal-shell §9 month-year format 'MMM YYYY'): '2025-03' reads 'Mar 2025'. */
export const monthLabel = (month: string): string =>
  `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** A day as the portal shows dates ('MMM DD, YYYY'): '2025-03-07' reads 'Mar 07, 2025'. */
export const dayLabel = (day: string): string =>
  `${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(8, 10)}, ${day.slice(0, 4)}`;

export const ASSET_STATUS_NAMES: Readonly<Record<AssetStatusId, string>> = {
  [AssetStatus.Active]: "Active",
  [AssetStatus.Inactive]: "Inactive",
  [AssetStatus.InRepair]: "In Repair",
  [AssetStatus.Retired]: "Retired",
  [AssetStatus.InWarehouse]: "In Warehouse",
};

export const VERIFICATION_NAMES: Readonly<Record<VerificationStateValue, string>> = {
  [VerificationState.Pending_Verification]: "Pending Verification",
  [VerificationState.Verified]: "Verified",
  [VerificationState.Unverified]: "Unverified",
  [VerificationState.Newly_Created]: "Newly Created",
};

export const LEASE_STATUS_NAMES: Readonly<Record<LeaseStatusId, string>> = {
  [LeaseStatus.Draft]: "Draft",
  [LeaseStatus.Active]: "Active",
  [LeaseStatus.Terminated]: "Terminated",
  [LeaseStatus.Inactive]: "Inactive",
};

export const PAYMENT_STATUS_NAMES: Readonly<Record<LeasePaymentStatusId, string>> = {
  [LeasePaymentStatus.None]: "None",
  [LeasePaymentStatus.Due]: "Due",
  [LeasePaymentStatus.AwaitingApproval]: "Awaiting Approval",
  [LeasePaymentStatus.Approved]: "Approved",
  [LeasePaymentStatus.Hold]: "Hold",
  [LeasePaymentStatus.PaymentInitiated]: "Payment Initiated",
  [LeasePaymentStatus.Paid]: "Paid",
};

const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** An amount of US dollars as people read it: '$12,480.00'. */
export const usd = (amount: number): string => USD.format(amount);

/** What each kind of record is called (audit entity types). */
export const RECORD_TYPE_NAMES: Readonly<Record<string, string>> = {
  location: "Location",
  location_link: "Location Link",
  asset: "Asset",
  asset_category: "Asset Category",
  part: "Part",
  manufacturer: "Manufacturer",
  vendor: "Vendor",
  move_request: "Move Request",
  material_request: "Material Request",
  task: "Work Order",
  project: "Project",
  ticket: "Ticket",
  employee: "User",
  lease: "Lease",
  carousel_list: "Dashboard Carousel",
};

export const recordTypeName = (type: string): string => RECORD_TYPE_NAMES[type] ?? type;

/** An event kind as people read it: 'MoveRequestCreated' reads 'Move Request Created' (a task is a work order). */
export const eventKindName = (kind: string): string =>
  kind.replace(/^Task/, "WorkOrder").replace(/([a-z])([A-Z])/g, "$1 $2");
