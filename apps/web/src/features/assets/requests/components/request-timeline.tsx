import { Box, Stack, Typography } from "@mui/material";
import type { RequestTimelineEntry } from "@fieldstead/domain";
import { formatDateTime } from "../../../../lib/format.ts";

/** How each step reads on the timeline. */
const STEP_LABELS: Readonly<Record<string, string>> = {
  Requested: "Requested",
  Approved: "Approved",
  Rejected: "Rejected",
  Completed: "Carried out",
  Cancelled: "Cancelled",
  Fulfilled: "Fulfilled",
  Deleted: "Deleted",
};

const DOT_COLOURS: Readonly<Record<string, string>> = {
  Rejected: "error.main",
  Cancelled: "text.disabled",
  Completed: "success.main",
  Fulfilled: "success.main",
};

export type RequestTimelineProps = { steps: readonly RequestTimelineEntry[] };

/** The steps of a request, oldest first: what happened, who did it and when, and the comment given. */
export const RequestTimeline = ({ steps }: RequestTimelineProps) => (
  <Stack component="ol" aria-label="Timeline" sx={{ listStyle: "none", m: 0, p: 0 }}>
    {steps.map((step, index) => (
      <Box component="li" key={`${step.At}-${index}`} sx={{ display: "flex", gap: 1.5 }}>
        <Box sx={{ display: "flex", flexDirection: "column", alignItems: "center", pt: 0.75 }}>
          <Box
            sx={{
              width: 12,
              height: 12,
              borderRadius: "50%",
              bgcolor: DOT_COLOURS[step.Action] ?? "primary.main",
              flexShrink: 0,
            }}
          />
          {index < steps.length - 1 && <Box sx={{ width: 2, flex: 1, bgcolor: "divider", my: 0.5 }} />}
        </Box>
        <Box sx={{ pb: 2, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{STEP_LABELS[step.Action] ?? step.Action}</Typography>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {step.EmployeeName} · {formatDateTime(step.At)}
          </Typography>
          {step.Summary !== step.Action && (
            <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
              {step.Summary}
            </Typography>
          )}
          {step.Comment && step.Action !== "Rejected" && !step.Summary.includes(step.Comment) && (
            <Typography variant="body2" sx={{ fontStyle: "italic", overflowWrap: "anywhere" }}>
              “{step.Comment}”
            </Typography>
          )}
        </Box>
      </Box>
    ))}
  </Stack>
);
