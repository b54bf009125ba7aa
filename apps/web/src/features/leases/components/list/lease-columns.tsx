import { Link as RouterLink } from "react-router";
import { Box, Link } from "@mui/material";
import {
  BillingFrequency,
  LEASE_LIST_COLUMNS,
  LEASE_STATUS_NAMES,
  LeaseStatus,
  type BillingFrequencyId,
  type LeaseListRow,
  type LeaseStatusId,
} from "@fieldstead/domain";
import {
  gridColumnsOf,
  labelOptions,
  type DataGridColumn,
} from "../../../../components/grid/grid-columns.ts";
import { pickCard } from "../../../../components/grid/card-mapping.tsx";
import { isPositiveMoney, moneyText, rentText } from "../lease-format.ts";
import { leaseDetailPath } from "../lease-paths.ts";
import { LeaseStatusChip } from "../lease-status-chip.tsx";

const STATUS_OPTIONS = labelOptions<LeaseStatusId>(LEASE_STATUS_NAMES, Object.values(LeaseStatus));
const FREQUENCY_NAMES: Readonly<Record<BillingFrequencyId, string>> = {
  [BillingFrequency.Monthly]: "Monthly",
  [BillingFrequency.Quarterly]: "Quarterly",
  [BillingFrequency.Yearly]: "Yearly",
};
const FREQUENCY_OPTIONS = labelOptions<BillingFrequencyId>(FREQUENCY_NAMES, Object.values(BillingFrequency));

const column = gridColumnsOf<LeaseListRow, typeof LEASE_LIST_COLUMNS>(LEASE_LIST_COLUMNS);

/** Arrears owed show in red; none in the usual colour. */
const Arrears = ({ row }: { row: LeaseListRow }) => (
  <Box
    component="span"
    sx={isPositiveMoney(row.Arrears) ? { color: "error.main", fontWeight: 600 } : undefined}
  >
    {moneyText(row.Arrears)}
  </Box>
);

/** The register's columns: the lease number opens the lease; money is shown with two decimals. */
export const LEASE_COLUMNS: readonly DataGridColumn<LeaseListRow>[] = [
  column("LeaseNumber", {
    width: 145,
    renderCell: (row) => (
      <Link component={RouterLink} to={leaseDetailPath(row.Id)} underline="hover">
        {row.LeaseNumber}
      </Link>
    ),
  }),
  column("LocationName", { width: 170 }),
  column("Lessor", { width: 150 }),
  column("Lessee", { width: 170 }),
  column("StatusId", {
    width: 130,
    options: STATUS_OPTIONS,
    renderCell: (row) => <LeaseStatusChip statusId={row.StatusId} />,
  }),
  column("StartDate", { width: 135 }),
  column("EndDate", { width: 135 }),
  column("Rent", { width: 185, format: (row) => rentText(row.Rent, row.RentFrequencyName) }),
  column("RentFrequencyId", { width: 130, options: FREQUENCY_OPTIONS, isHiddenByDefault: true }),
  column("NextPaymentDue", { width: 150 }),
  column("NextPaymentAmount", { width: 140, format: (row) => moneyText(row.NextPaymentAmount) }),
  column("Arrears", {
    width: 120,
    format: (row) => moneyText(row.Arrears),
    renderCell: (row) => <Arrears row={row} />,
  }),
  column("UpdatedAt", { width: 190, isHiddenByDefault: true }),
];

/** A lease as a card on a phone: number, lessee, status, then place, rent, next payment and arrears. */
export const LEASE_CARD = pickCard(LEASE_COLUMNS, {
  overline: "LeaseNumber",
  title: "Lessee",
  status: "StatusId",
  facts: ["LocationName", "Rent", "NextPaymentDue", "Arrears"],
});
