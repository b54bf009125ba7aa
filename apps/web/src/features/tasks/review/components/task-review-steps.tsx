import { Box, Chip, List, ListItem, Stack, Typography, type ChipProps } from "@mui/material";
import { TaskReviewApproval, type TaskReviewStep } from "@fieldstead/domain";
import { formatDateTime } from "../../../../lib/format.ts";

const COLOURS: Readonly<Record<number, ChipProps["color"]>> = {
  [TaskReviewApproval.PendingApproval]: "warning",
  [TaskReviewApproval.Approved]: "success",
  [TaskReviewApproval.Rejected]: "error",
};

export type TaskReviewStepsProps = { steps: readonly TaskReviewStep[] };

const Said = ({ comment }: { comment: string | null }) =>
  comment ? (
    <Typography variant="body2" sx={{ whiteSpace: "pre-line", overflowWrap: "anywhere", pl: 1.5 }}>
      “{comment}”
    </Typography>
  ) : null;

/** The review steps, oldest first: the level and its state, who asked and when, who decided, and what they said. */
export const TaskReviewSteps = ({ steps }: TaskReviewStepsProps) =>
  steps.length === 0 ? (
    <Typography sx={{ color: "text.secondary" }}>Approval has not been requested yet.</Typography>
  ) : (
    <List aria-label="Review steps" disablePadding>
      {steps.map((step) => (
        <ListItem key={step.Id} disableGutters divider sx={{ display: "block", py: 1.5 }}>
          <Stack direction="row" useFlexGap sx={{ gap: 1, alignItems: "center", flexWrap: "wrap", mb: 0.5 }}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              Level {step.Level}
            </Typography>
            <Chip size="small" label={step.Label} color={COLOURS[step.StateId] ?? "default"} />
          </Stack>
          <Box>
            <Typography variant="body2" sx={{ color: "text.secondary" }}>
              Requested by {step.RequestedByName ?? "—"} · {formatDateTime(step.RequestedAt)}
            </Typography>
            <Said comment={step.RequestComment} />
            {step.DecidedAt && (
              <Typography variant="body2" sx={{ color: "text.secondary", mt: 0.5 }}>
                {step.Label} by {step.ReviewerName ?? "—"} · {formatDateTime(step.DecidedAt)}
              </Typography>
            )}
            <Said comment={step.DecisionComment} />
          </Box>
        </ListItem>
      ))}
    </List>
  );
