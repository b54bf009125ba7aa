import { Link as RouterLink } from "react-router";
import { Button, Stack } from "@mui/material";
import PlayArrow from "@mui/icons-material/PlayArrow";
import type { BillingReportDefinition } from "@fieldstead/domain";
import { reportPath } from "./report-params.ts";

export type DefinitionActionsProps = {
  definition: BillingReportDefinition;
  /** Whether the person may rename and delete (read-write on Billing Reports). */
  canWrite: boolean;
  isBusy: boolean;
  onRename: (definition: BillingReportDefinition) => void;
  onDelete: (definition: BillingReportDefinition) => void;
};

/** Run (Billing Reports opened on the saved parameters), Rename and Delete of one saved report. */
export const DefinitionActions = ({
  definition,
  canWrite,
  isBusy,
  onRename,
  onDelete,
}: DefinitionActionsProps) => (
  <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: "wrap", justifyContent: "flex-end" }}>
    <Button
      component={RouterLink}
      to={reportPath(definition.Params)}
      size="small"
      variant="contained"
      startIcon={<PlayArrow />}
      aria-label={`Run ${definition.Name}`}
    >
      Run
    </Button>
    {canWrite && (
      <>
        <Button size="small" aria-label={`Rename ${definition.Name}`} onClick={() => onRename(definition)}>
          Rename
        </Button>
        <Button
          size="small"
          color="error"
          aria-label={`Delete ${definition.Name}`}
          disabled={isBusy}
          onClick={() => onDelete(definition)}
        >
          Delete
        </Button>
      </>
    )}
  </Stack>
);
