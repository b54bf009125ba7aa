import { Box, Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import type { MaterialRequestDetails } from "@fieldstead/domain";

export type MaterialRequestItemsTableProps = { items: MaterialRequestDetails["Items"] };

const WIDE_ONLY = { display: { xs: "none", sm: "table-cell" } };

/** The parts a material request asks for; category and kind show on wider screens only. */
export const MaterialRequestItemsTable = ({ items }: MaterialRequestItemsTableProps) => (
  <Box sx={{ overflowX: "auto" }}>
    <Table size="small" aria-label="Parts">
      <TableHead>
        <TableRow>
          <TableCell>Part number</TableCell>
          <TableCell>Part name</TableCell>
          <TableCell sx={WIDE_ONLY}>Category</TableCell>
          <TableCell sx={WIDE_ONLY}>Kind</TableCell>
          <TableCell align="right">Quantity</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.Id}>
            <TableCell sx={{ whiteSpace: "nowrap" }}>{item.PartNumber}</TableCell>
            <TableCell>{item.PartName}</TableCell>
            <TableCell sx={WIDE_ONLY}>{item.Category}</TableCell>
            <TableCell sx={WIDE_ONLY}>{item.Serialized ? "Serialized" : "Consumable"}</TableCell>
            <TableCell align="right">{item.Quantity.toLocaleString("en-US")}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </Box>
);
