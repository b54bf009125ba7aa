import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import {
  Box,
  IconButton,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from "@mui/material";
import LinkOffIcon from "@mui/icons-material/LinkOff";

/** One linked record: where its link leads, what it shows, and how it is removed. */
export type LinkedRecord = {
  linkId: number;
  to: string;
  /** The record's number or tag: the link's text. */
  label: string;
  cells: readonly ReactNode[];
};

export type TaskLinkedTableProps = {
  label: string;
  headers: readonly string[];
  rows: readonly LinkedRecord[];
  emptyText: string;
  /** Absent: the caller may not remove links, and no button shows. */
  onRemove?: (row: LinkedRecord) => void;
  isRemoving?: boolean;
};

const WIDE_ONLY = { display: { xs: "none", sm: "table-cell" } };

/** Linked records as a small table; each opens its record, the other columns hide on a phone but the first. */
export const TaskLinkedTable = ({
  label,
  headers,
  rows,
  emptyText,
  onRemove,
  isRemoving = false,
}: TaskLinkedTableProps) => {
  if (rows.length === 0)
    return (
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {emptyText}
      </Typography>
    );
  return (
    <Box sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {headers.map((h, i) => (
              <TableCell key={h} sx={i > 1 ? WIDE_ONLY : undefined}>
                {h}
              </TableCell>
            ))}
            {onRemove && <TableCell align="right" aria-label="Actions" />}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.linkId} hover>
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                <Link component={RouterLink} to={row.to} sx={{ fontWeight: 500 }}>
                  {row.label}
                </Link>
              </TableCell>
              {row.cells.map((cell, i) => (
                <TableCell key={i} sx={i > 0 ? WIDE_ONLY : undefined}>
                  {cell}
                </TableCell>
              ))}
              {onRemove && (
                <TableCell align="right" sx={{ py: 0 }}>
                  <Tooltip title="Remove link">
                    <span>
                      <IconButton
                        size="small"
                        aria-label={`Remove link to ${row.label}`}
                        disabled={isRemoving}
                        onClick={() => onRemove(row)}
                      >
                        <LinkOffIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
