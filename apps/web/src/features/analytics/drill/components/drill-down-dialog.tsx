import { Link as RouterLink } from "react-router";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import type { DashboardParams } from "@fieldstead/domain";
import { PageLoader } from "../../../../components/ui/page-loader.tsx";
import { messageOf } from "../../../../lib/form-errors.ts";
import { useDashboardDrillDown, type DrillDownTarget } from "../api/get-dashboard-drill-down.ts";

export type DrillDownDialogProps = {
  /** What was clicked; the dialog is closed while null. */
  target: (DrillDownTarget & { label: string }) | null;
  params: DashboardParams;
  onClose: () => void;
};

const countText = (shown: number, total: number) =>
  shown < total
    ? `Showing ${shown.toLocaleString("en-US")} of ${total.toLocaleString("en-US")}`
    : `${total.toLocaleString("en-US")} ${total === 1 ? "record" : "records"}`;

/** The records behind a figure, bar or slice (at most 100, newest first), each opening its record. */
export const DrillDownDialog = ({ target, params, onClose }: DrillDownDialogProps) => {
  const query = useDashboardDrillDown(
    target && { DashboardId: target.DashboardId, WidgetKey: target.WidgetKey, DrillKey: target.DrillKey },
    params,
  );
  const reply = target ? query.data : undefined;
  return (
    <Dialog open={target !== null} onClose={onClose} fullWidth maxWidth="lg" scroll="paper">
      <DialogTitle>{reply?.Title ?? target?.label ?? ""}</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {query.isPending && <PageLoader />}
        {query.isError && (
          <Alert severity="error" sx={{ m: 2 }}>
            {messageOf(query.error)}
          </Alert>
        )}
        {reply && reply.Rows.length === 0 && (
          <Typography sx={{ p: 3, color: "text.secondary" }}>No records stand behind this figure.</Typography>
        )}
        {reply && reply.Rows.length > 0 && (
          <TableContainer>
            <Table size="small" stickyHeader aria-label={reply.Title}>
              <TableHead>
                <TableRow>
                  {reply.Columns.map((column) => (
                    <TableCell key={column} sx={{ fontWeight: 600, bgcolor: "background.paper" }}>
                      {column}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {reply.Rows.map((row) => (
                  <TableRow key={row.Id} hover>
                    {row.Cells.map((cell, index) => (
                      <TableCell key={index} sx={index === 0 ? { whiteSpace: "nowrap" } : undefined}>
                        {index === 0 && row.Url ? (
                          <Link component={RouterLink} to={row.Url} onClick={onClose}>
                            {cell}
                          </Link>
                        ) : (
                          cell
                        )}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3 }}>
        <Typography variant="body2" sx={{ color: "text.secondary", mr: "auto" }} aria-live="polite">
          {reply ? countText(reply.Rows.length, reply.TotalCount) : ""}
        </Typography>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};
