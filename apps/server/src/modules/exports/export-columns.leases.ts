import { LEASE_LIST_COLUMNS } from "@fieldstead/domain";
import { exportColumnsOf, type ExportColumn } from "./export-column-kit.ts";

const lease = exportColumnsOf(LEASE_LIST_COLUMNS);

// Every column the register's grid shows, in its order; statuses and frequencies are written by name, amounts
// as numbers.
export const LEASE_LIST_EXPORT: readonly ExportColumn[] = [
  lease("LeaseNumber", { width: 16 }),
  lease("LocationName", { width: 26 }),
  lease("Lessor", { width: 28 }),
  lease("Lessee", { width: 28 }),
  lease("StatusId", { width: 12, field: "StatusName" }),
  lease("StartDate", { width: 12 }),
  lease("EndDate", { width: 12 }),
  lease("Rent", { width: 14 }),
  lease("RentFrequencyId", { width: 12, field: "RentFrequencyName" }),
  lease("NextPaymentDue", { width: 16 }),
  lease("NextPaymentAmount", { width: 14 }),
  lease("Arrears", { width: 14 }),
  lease("UpdatedAt", { width: 17 }),
];
