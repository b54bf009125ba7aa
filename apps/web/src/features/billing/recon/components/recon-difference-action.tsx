import { Link as RouterLink } from "react-router";
import { Box, Button, Link, Typography } from "@mui/material";
import { ReconDifferenceState, type ReconDifferenceRow } from "@fieldstead/domain";

export type ReconDifferenceActionProps = {
  difference: ReconDifferenceRow;
  /** Whether the role may decide differences (the area at read-write). */
  canDecide: boolean;
  isBusy: boolean;
  onAccept: (difference: ReconDifferenceRow) => void;
  onVerify: (difference: ReconDifferenceRow) => void;
};

/**
 * What a difference offers: an open one, the two decisions; one sent to verify, its work order; an accepted one,
 * whether an invoice has carried it yet.
 */
export const ReconDifferenceAction = ({
  difference,
  canDecide,
  isBusy,
  onAccept,
  onVerify,
}: ReconDifferenceActionProps) => {
  if (difference.StateId === ReconDifferenceState.Open)
    return canDecide ? (
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
        <Button size="small" variant="outlined" disabled={isBusy} onClick={() => onAccept(difference)}>
          Accept
        </Button>
        <Button size="small" variant="outlined" disabled={isBusy} onClick={() => onVerify(difference)}>
          Verify on site
        </Button>
      </Box>
    ) : (
      <Typography variant="body2">{difference.StateName}</Typography>
    );
  if (difference.WorkOrderId !== null && difference.WorkOrderNumber !== null)
    return (
      <Typography variant="body2">
        {difference.StateName}:{" "}
        <Link component={RouterLink} to={`/TaskOperations/details/${difference.WorkOrderId}`}>
          {difference.WorkOrderNumber}
        </Link>
      </Typography>
    );
  return (
    <Typography variant="body2">
      {difference.StateName}
      {difference.StateId === ReconDifferenceState.Accepted &&
        (difference.AppliedInvoiceId === null ? " · on the next invoice" : " · invoiced")}
    </Typography>
  );
};
