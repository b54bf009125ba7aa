import type { ChargeCodeListRow, ClientListRow } from "@fieldstead/domain";

/** A record chosen in a picker: its id, the name it shows, and a second line that tells look-alikes apart. */
export type PickedRecord = { Id: number; Name: string; Detail?: string };

export const clientOption = (row: ClientListRow): PickedRecord => ({
  Id: row.Id,
  Name: row.Name,
  Detail: row.IsActive ? row.Currency : `${row.Currency} · inactive`,
});

export const chargeCodeOption = (row: ChargeCodeListRow): PickedRecord => ({
  Id: row.Id,
  Name: row.Code,
  Detail: `${row.Description} · ${row.UnitName}`,
});
