import { defineListColumns } from "../lists/list-columns.ts";

/** The register's columns (Lease/GetLeaseList): its grid, its export and its server query. */
export const LEASE_LIST_COLUMNS = defineListColumns({
  Id: { label: "Id", type: "number" },
  LeaseNumber: { label: "Lease", type: "text" },
  LocationId: { label: "Location id", type: "number" },
  LocationName: { label: "Location", type: "text" },
  Lessor: { label: "Lessor", type: "text" },
  Lessee: { label: "Lessee", type: "text" },
  StatusId: { label: "Status", type: "set" },
  StatusName: { label: "Status name", type: "set" },
  StartDate: { label: "Start", type: "date" },
  EndDate: { label: "End", type: "date" },
  Rent: { label: "Rent", type: "number" },
  RentFrequencyId: { label: "Frequency", type: "set" },
  RentFrequencyName: { label: "Frequency name", type: "set" },
  NextPaymentDue: { label: "Next payment due", type: "date" },
  NextPaymentAmount: { label: "Next payment", type: "number" },
  Arrears: { label: "Arrears", type: "number" },
  UpdatedAt: { label: "Updated", type: "date", showsTime: true },
});
