import { useNavigate } from "react-router";
import { Box, Button, Chip } from "@mui/material";
import { CLIENT_LIST_COLUMNS, type ClientListRow } from "@fieldstead/domain";
import { gridColumnsOf, type DataGridColumn } from "../../../../../components/grid/grid-columns.ts";
import { pickCard } from "../../../../../components/grid/card-mapping.tsx";
import { chargeProfilePath } from "../setup-paths.ts";

const column = gridColumnsOf<ClientListRow, typeof CLIENT_LIST_COLUMNS>(CLIENT_LIST_COLUMNS);

/** The Active column's filter values, as the list call takes them. */
const ACTIVE_OPTIONS = [
  { value: "true", label: "Active" },
  { value: "false", label: "Inactive" },
];

const linesText = (count: number): string => (count === 1 ? "1 line" : `${count} lines`);

/** The client's line count with the way to its charge profile (a button: it does not open the row). */
const ChargeProfileAction = ({ row }: { row: ClientListRow }) => {
  const navigate = useNavigate();
  return (
    <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 1 }}>
      <span>{linesText(row.ProfileLineCount)}</span>
      <Button
        size="small"
        onClick={() => navigate(chargeProfilePath(row.Id))}
        aria-label={`Charge profile of ${row.Name}`}
        sx={{ whiteSpace: "nowrap", minWidth: 0 }}
      >
        Charge profile
      </Button>
    </Box>
  );
};

const ActiveChip = ({ isActive }: { isActive: boolean }) => (
  <Chip
    size="small"
    label={isActive ? "Active" : "Inactive"}
    color={isActive ? "success" : "default"}
    variant={isActive ? "filled" : "outlined"}
  />
);

/**
 * The client list's columns: the row opens the client. The way to a client's charge profile sits beside its
 * name, so it is in view without scrolling the grid sideways.
 */
export const CLIENT_COLUMNS: readonly DataGridColumn<ClientListRow>[] = [
  column("Name", { width: 220 }),
  column("ProfileLineCount", {
    width: 220,
    format: (row) => linesText(row.ProfileLineCount),
    renderCell: (row) => <ChargeProfileAction row={row} />,
  }),
  column("ContactName", { width: 170 }),
  column("ContactEmail", { width: 210 }),
  // Any three-letter code may be a client's currency: it is filtered by what is typed, not picked from a list.
  { ...column("Currency", { width: 120 }), type: "text" },
  column("PaymentTermsDays", { width: 135 }),
  column("TaxRegistration", { width: 170 }),
  column("LesseeName", { width: 190 }),
  column("SiteCount", { width: 100 }),
  column("IsActive", {
    width: 120,
    options: ACTIVE_OPTIONS,
    format: (row) => (row.IsActive ? "Active" : "Inactive"),
    renderCell: (row) => <ActiveChip isActive={row.IsActive} />,
  }),
  column("UpdatedAt", { width: 190, isHiddenByDefault: true }),
];

/** A client as a card on a phone: name, whether billed, then contact, currency, terms and its profile. */
export const CLIENT_CARD = pickCard(CLIENT_COLUMNS, {
  title: "Name",
  status: "IsActive",
  facts: ["ContactName", "Currency", "PaymentTermsDays", "LesseeName", "ProfileLineCount"],
});
