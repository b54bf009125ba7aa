import type { ReactNode } from "react";
import { Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import type { ReconDifferenceRow } from "@fieldstead/domain";
import { ReconKindChip } from "./recon-kind-chip.tsx";

export type ReconDifferencesProps = {
  differences: readonly ReconDifferenceRow[];
  renderAction: (difference: ReconDifferenceRow) => ReactNode;
};

const CELL = { px: 1, verticalAlign: "middle" } as const;

/** A run's differences on a computer: one row each, its decision (or what became of it) at the end. */
export const ReconDifferencesTable = ({ differences, renderAction }: ReconDifferencesProps) => (
  <Table size="small" aria-label="Differences">
    <TableHead>
      <TableRow>
        {["Client", "Site", "Category", "Difference"].map((h) => (
          <TableCell key={h} sx={CELL}>
            {h}
          </TableCell>
        ))}
        <TableCell align="right" sx={CELL}>
          Billed
        </TableCell>
        <TableCell align="right" sx={CELL}>
          Found
        </TableCell>
        <TableCell sx={CELL}>Decision</TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {differences.map((d) => (
        <TableRow key={d.Id} hover>
          <TableCell sx={{ ...CELL, overflowWrap: "anywhere" }}>{d.ClientName}</TableCell>
          <TableCell sx={{ ...CELL, overflowWrap: "anywhere" }}>{d.SiteName}</TableCell>
          <TableCell sx={{ ...CELL, overflowWrap: "anywhere" }}>{d.CategoryName}</TableCell>
          <TableCell sx={CELL}>
            <ReconKindChip kindId={d.KindId} name={d.KindName} />
          </TableCell>
          <TableCell align="right" sx={CELL}>
            {d.BilledQuantity}
          </TableCell>
          <TableCell align="right" sx={CELL}>
            {d.FoundQuantity}
          </TableCell>
          <TableCell sx={CELL}>{renderAction(d)}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);
