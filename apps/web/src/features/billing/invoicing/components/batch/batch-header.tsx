import { Box, Stack, Typography } from "@mui/material";
import type { BatchDetail } from "@fieldstead/domain";
import { PageHeading } from "../../../../../components/ui/page-heading.tsx";
import { formatDateTime } from "../../../../../lib/format.ts";
import { BatchStatusChip } from "../shared/batch-status-chip.tsx";
import { BatchActions } from "./batch-actions.tsx";

export type BatchHeaderProps = { batch: BatchDetail };

/** The batch's number and state, the month it bills, who made it, and what may be done to it. */
export const BatchHeader = ({ batch }: BatchHeaderProps) => (
  <Stack
    direction={{ xs: "column", md: "row" }}
    useFlexGap
    sx={{ gap: 2, justifyContent: "space-between", alignItems: { md: "flex-start" }, mb: 2 }}
  >
    <Box sx={{ minWidth: 0 }}>
      <Stack direction="row" useFlexGap sx={{ gap: 1.5, alignItems: "center", flexWrap: "wrap" }}>
        <PageHeading>{`Batch ${batch.BatchNumber}`}</PageHeading>
        <BatchStatusChip statusId={batch.StatusId} size="medium" />
      </Stack>
      <Typography sx={{ mt: 1, color: "text.secondary" }}>
        {"Period "}
        <Box component="span" sx={{ fontWeight: 600, color: "text.primary" }}>
          {batch.Period}
        </Box>
        {` · ${batch.Invoices.length === 1 ? "1 invoice" : `${batch.Invoices.length} invoices`}`}
      </Typography>
      <Typography sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>
        {`Created by ${batch.CreatedByName ?? "someone no longer known"} on ${formatDateTime(batch.CreatedAt)}`}
      </Typography>
    </Box>
    <BatchActions batch={batch} />
  </Stack>
);
