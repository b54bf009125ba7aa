import { useState } from "react";
import { Box, Collapse, IconButton, TableCell, TableRow, Typography } from "@mui/material";
import KeyboardArrowDown from "@mui/icons-material/KeyboardArrowDown";
import KeyboardArrowUp from "@mui/icons-material/KeyboardArrowUp";
import type { ErrorLogRow as ErrorLogEntry } from "@fieldstead/domain";
import { formatDateTime } from "../../../lib/format.ts";
import { LogLevelChip } from "./log-level-chip.tsx";

const COLUMNS = 6;

/** The details of an entry worth reading when chasing a problem, in a fixed order. */
const detailsOf = (entry: ErrorLogEntry): [string, string][] => {
  const p = entry.Properties;
  const rows: [string, string | number | undefined][] = [
    ["Logged at", `${formatDateTime(entry.LoggedAt)} (${entry.LoggedAt})`],
    ["Received at", `${formatDateTime(entry.ReceivedAt)} (${entry.ReceivedAt})`],
    ["Page", p.route],
    ["Address", p.url],
    ["Method", p.method],
    ["Status", p.status],
    ["Duration", p.duration === undefined ? undefined : `${p.duration} ms`],
    ["Request id", p.requestId],
    ["Environment", p.environment],
    ["Browser", p.userAgent],
  ];
  return rows
    .filter((r): r is [string, string | number] => r[1] !== undefined && r[1] !== "")
    .map(([label, value]) => [label, String(value)]);
};

export type ErrorLogRowProps = { entry: ErrorLogEntry };

/** One log entry; its details (address, status, stack …) open below it. */
export const ErrorLogRow = ({ entry }: ErrorLogRowProps) => {
  const [isOpen, setIsOpen] = useState(false);
  const user = entry.EmployeeName || entry.Properties.userName || "—";
  return (
    <>
      <TableRow hover sx={{ "& > td": { borderBottom: isOpen ? "none" : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={isOpen ? "Hide details" : "Show details"}
            aria-expanded={isOpen}
            onClick={() => setIsOpen((open) => !open)}
          >
            {isOpen ? <KeyboardArrowUp /> : <KeyboardArrowDown />}
          </IconButton>
        </TableCell>
        <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDateTime(entry.LoggedAt)}</TableCell>
        <TableCell>
          <LogLevelChip level={entry.Level} />
        </TableCell>
        <TableCell>{entry.Source}</TableCell>
        <TableCell sx={{ wordBreak: "break-word" }}>{entry.Message}</TableCell>
        <TableCell>{user}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={COLUMNS} sx={{ py: 0 }}>
          <Collapse in={isOpen} unmountOnExit>
            <Box
              sx={{
                py: 2,
                display: "grid",
                gridTemplateColumns: "max-content 1fr",
                columnGap: 2,
                rowGap: 0.5,
              }}
            >
              {detailsOf(entry).map(([label, value]) => (
                <Box key={label} sx={{ display: "contents" }}>
                  <Typography variant="body2" sx={{ color: "text.secondary" }}>
                    {label}
                  </Typography>
                  <Typography variant="body2" sx={{ wordBreak: "break-all" }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
            {entry.Exception && (
              <Box
                component="pre"
                sx={{
                  m: 0,
                  mb: 2,
                  p: 1.5,
                  bgcolor: "grey.100",
                  borderRadius: 1,
                  overflowX: "auto",
                  fontSize: 12,
                }}
              >
                {entry.Exception}
              </Box>
            )}
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
};
