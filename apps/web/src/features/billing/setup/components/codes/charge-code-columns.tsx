import { Box, Button, Chip } from "@mui/material";
import {
  CHARGE_CODE_LIST_COLUMNS,
  CHARGE_UNIT_NAMES,
  ChargeUnit,
  type ChargeCodeListRow,
  type ChargeUnitId,
} from "@fieldstead/domain";
import {
  gridColumnsOf,
  labelOptions,
  type DataGridColumn,
} from "../../../../../components/grid/grid-columns.ts";
import { pickCard, type CardMapping } from "../../../../../components/grid/card-mapping.tsx";
import { moneyText } from "../../../../../lib/money-format.ts";
import { taxRateText } from "../setup-format.ts";

const column = gridColumnsOf<ChargeCodeListRow, typeof CHARGE_CODE_LIST_COLUMNS>(CHARGE_CODE_LIST_COLUMNS);
const UNIT_OPTIONS = labelOptions<ChargeUnitId>(CHARGE_UNIT_NAMES, Object.values(ChargeUnit));
const UNIT_NAME_OPTIONS = Object.values(CHARGE_UNIT_NAMES).map((name) => ({ value: name, label: name }));
/** The Retired column's filter values, as the list call takes them. */
const RETIRED_OPTIONS = [
  { value: "true", label: "Retired" },
  { value: "false", label: "In use" },
];

export const RetiredChip = () => <Chip size="small" label="Retired" variant="outlined" />;

/** A code's own retire action, when the role may take it. */
export type ChargeCodeActions = { onRetire?: (code: ChargeCodeListRow) => void };

const CodeCell = ({ row }: { row: ChargeCodeListRow }) => (
  <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 1 }}>
    <span>{row.Code}</span>
    {row.IsRetired ? <RetiredChip /> : null}
  </Box>
);

const RetireCell = ({ row, onRetire }: { row: ChargeCodeListRow } & ChargeCodeActions) => {
  // The chip beside the code marks a retired code already.
  if (row.IsRetired) return <span>Retired</span>;
  if (!onRetire) return <span>In use</span>;
  return (
    <Button size="small" color="error" onClick={() => onRetire(row)} aria-label={`Retire ${row.Code}`}>
      Retire
    </Button>
  );
};

/**
 * The catalogue's columns: money with two decimals and grouping, the tax rate as a percentage, a retired code
 * marked beside its code; the last column retires a code in use (for a role that writes billing setup).
 */
export const chargeCodeColumns = ({ onRetire }: ChargeCodeActions): DataGridColumn<ChargeCodeListRow>[] => [
  column("Code", { width: 215, renderCell: (row) => <CodeCell row={row} /> }),
  column("Description", { width: 260 }),
  column("UnitId", { width: 120, options: UNIT_OPTIONS }),
  column("UnitName", { width: 120, options: UNIT_NAME_OPTIONS, isHiddenByDefault: true }),
  column("Rate", { width: 130, format: (row) => moneyText(row.Rate) }),
  column("TaxRate", { width: 135, format: (row) => taxRateText(row.TaxRate) }),
  column("EffectiveFrom", { width: 150 }),
  column("EffectiveTo", { width: 150 }),
  column("IsRetired", {
    width: 120,
    options: RETIRED_OPTIONS,
    format: (row) => (row.IsRetired ? "Retired" : "In use"),
    renderCell: (row) => <RetireCell row={row} {...(onRetire ? { onRetire } : {})} />,
  }),
  column("UpdatedAt", { width: 190, isHiddenByDefault: true }),
];

/**
 * A code as a card on a phone: the code above its description, a Retired chip, then unit, rate, tax and days.
 * A code in use says so, with its Retire button among the facts, where a button stays above the card's tap area.
 */
export const chargeCodeCard = (
  columns: readonly DataGridColumn<ChargeCodeListRow>[],
  { onRetire }: ChargeCodeActions,
): CardMapping<ChargeCodeListRow> => {
  const picked = pickCard(columns, {
    overline: "Code",
    title: "Description",
    facts: ["UnitId", "Rate", "TaxRate", "EffectiveFrom", "EffectiveTo"],
  });
  return {
    ...picked,
    status: (row) => (row.IsRetired ? <RetiredChip /> : null),
    facts: (row) => [
      ...(picked.facts?.(row) ?? []),
      ...(row.IsRetired || !onRetire
        ? []
        : [{ label: "In use", value: <RetireCell row={row} onRetire={onRetire} /> }]),
    ],
  };
};
