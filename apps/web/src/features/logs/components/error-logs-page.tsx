import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import {
  Alert,
  Box,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from "@mui/material";
import { ERROR_LOGS_PAGE_SIZE } from "@fieldstead/domain";
import { PageLoader } from "../../../components/ui/page-loader.tsx";
import { ApiError } from "../../../lib/http.ts";
import { useSession } from "../../auth/index.ts";
import { errorLogsQuery } from "../api/get-error-logs.ts";
import { dayRange } from "../error-log-range.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { ErrorLogFilters, type LevelFilter } from "./error-log-filters.tsx";
import { ErrorLogRow } from "./error-log-row.tsx";

const PAGE_SIZES = [ERROR_LOGS_PAGE_SIZE, 50, 100];
const SEARCH_DELAY_MS = 300;

/** /ErrorLogs: the organisation's client log for administrators, newest first, paged on the server. */
export const ErrorLogsPage = () => {
  const { user } = useSession();
  const [level, setLevel] = useState<LevelFilter>("");
  const [text, setText] = useState("");
  const [fromDay, setFromDay] = useState("");
  const [toDay, setToDay] = useState("");
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(ERROR_LOGS_PAGE_SIZE);
  const searchText = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const range = dayRange({ fromDay, toDay });
  const filters = {
    ...(level ? { Level: level } : {}),
    ...(searchText ? { Text: searchText } : {}),
    ...(range.From ? { From: range.From } : {}),
    ...(range.To ? { To: range.To } : {}),
    PageNumber: page + 1,
    PageSize: pageSize,
  };
  const logs = useQuery({ ...errorLogsQuery(user?.EmployeeId, filters), enabled: !range.error });
  const isFiltered = Boolean(level || searchText || range.From || range.To);
  // Any change of filter starts again from the first page.
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Error logs
        </Typography>
        <Typography sx={{ color: "text.secondary" }}>
          What went wrong in people's browsers: failed calls and errors the app did not handle.
        </Typography>
      </Box>
      <ErrorLogFilters
        level={level}
        text={text}
        fromDay={fromDay}
        toDay={toDay}
        rangeError={range.error}
        onLevelChange={refilter(setLevel)}
        onTextChange={refilter(setText)}
        onFromDayChange={refilter(setFromDay)}
        onToDayChange={refilter(setToDay)}
        onRefresh={() => void logs.refetch()}
      />
      {/* Offline, the HTTP client's snackbar has said so already. */}
      {logs.isError && !(logs.error instanceof ApiError && logs.error.code === "OFFLINE") && (
        <Alert severity="error">The error logs could not be loaded: {logs.error.message}</Alert>
      )}
      {logs.isPending && !range.error && <PageLoader />}
      {logs.data && (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label="Error logs">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox" />
                  <TableCell>Time</TableCell>
                  <TableCell>Level</TableCell>
                  <TableCell>Source</TableCell>
                  <TableCell>Message</TableCell>
                  <TableCell>User</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {logs.data.Logs.map((entry) => (
                  <ErrorLogRow key={entry.LogId} entry={entry} />
                ))}
                {logs.data.Logs.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={6} sx={{ py: 6, textAlign: "center", color: "text.secondary" }}>
                      {isFiltered ? "No log entries match these filters." : "No log entries yet."}
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={logs.data.TotalCount}
            page={Math.min(page, Math.max(0, Math.ceil(logs.data.TotalCount / pageSize) - 1))}
            rowsPerPage={pageSize}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_event, next) => setPage(next)}
            onRowsPerPageChange={(event) => refilter(setPageSize)(Number(event.target.value))}
          />
        </Paper>
      )}
    </Stack>
  );
};
