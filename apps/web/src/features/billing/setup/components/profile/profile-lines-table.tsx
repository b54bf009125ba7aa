import type { ReactNode } from "react";
import { Box, Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import type { ChargeProfileLine } from "@fieldstead/domain";
import { PROFILE_LINE_COLUMNS } from "./profile-line-columns.tsx";

export type ProfileLinesTableProps = {
  lines: readonly ChargeProfileLine[];
  /** A line's actions; absent: the role only reads, and the column is left out. */
  renderActions?: (line: ChargeProfileLine) => ReactNode;
};

const CELL = { px: 1, verticalAlign: "middle" } as const;

/** A client's profile lines on a computer: one row each, its actions at the end. */
export const ProfileLinesTable = ({ lines, renderActions }: ProfileLinesTableProps) => (
  <Box sx={{ overflowX: "auto" }}>
    <Table size="small" aria-label="Charge profile lines">
      <TableHead>
        <TableRow>
          {PROFILE_LINE_COLUMNS.map((c) => (
            <TableCell key={c.id} align={c.isAmount ? "right" : "left"} sx={CELL}>
              {c.header}
            </TableCell>
          ))}
          {renderActions && (
            <TableCell align="right" sx={CELL}>
              Actions
            </TableCell>
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.Id} hover>
            {PROFILE_LINE_COLUMNS.map((c) => (
              <TableCell
                key={c.id}
                align={c.isAmount ? "right" : "left"}
                sx={{ ...CELL, whiteSpace: c.id === "Description" ? "normal" : "nowrap" }}
              >
                {c.cell(line)}
              </TableCell>
            ))}
            {renderActions && (
              <TableCell align="right" sx={{ ...CELL, whiteSpace: "nowrap" }}>
                {renderActions(line)}
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </Box>
);
