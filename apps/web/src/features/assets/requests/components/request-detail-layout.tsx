import type { ReactNode } from "react";
import { Box, Stack } from "@mui/material";
import type { RequestTimelineEntry } from "@fieldstead/domain";
import { PageHeading } from "../../../../components/ui/page-heading.tsx";
import { PageLoader } from "../../../../components/ui/page-loader.tsx";
import { PaperSection } from "../../../../components/ui/paper-section.tsx";
import { RecordNotFound } from "../../../../components/ui/record-not-found.tsx";
import { FIXED_ASSETS_ENTRY, FixedAssetPage } from "../../components/fixed-asset-page.tsx";
import { RequestStatusChip } from "./request-status-chip.tsx";
import { RequestTimeline } from "./request-timeline.tsx";

type ShownRequest = { RequestNumber: string; StatusName: string; Timeline: readonly RequestTimelineEntry[] };

export type RequestDetailLayoutProps<Request extends ShownRequest> = {
  /** What the page shows, in lower case ('move request'). */
  noun: string;
  /** The list the request belongs to, as its breadcrumb entry. */
  list: { label: string; to: string };
  /** The id in the address; null when it is no id. */
  id: number | null;
  query: { isPending: boolean; isError: boolean; data: Request | undefined; error: Error | null };
  /** The steps the caller may take, beside the heading. */
  actions: (request: Request) => ReactNode;
  /** The sections left of the timeline. */
  children: (request: Request) => ReactNode;
};

/** A request's page: its number and status, the caller's steps, its sections, and its timeline beside them. */
export const RequestDetailLayout = <Request extends ShownRequest>({
  noun,
  list,
  id,
  query,
  actions,
  children,
}: RequestDetailLayoutProps<Request>) => {
  const listEntry = { kind: "link", ...list } as const;
  if (id !== null && query.isPending) return <PageLoader />;
  if (id === null || query.isError || !query.data)
    return (
      <RecordNotFound
        trail={[FIXED_ASSETS_ENTRY, listEntry]}
        noun={noun}
        error={id === null ? null : query.error}
      />
    );
  const request = query.data;
  return (
    <FixedAssetPage trail={[listEntry, { kind: "text", label: request.RequestNumber }]}>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        useFlexGap
        sx={{ gap: 2, justifyContent: "space-between", alignItems: { sm: "center" }, mb: 3 }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
          <PageHeading>{request.RequestNumber}</PageHeading>
          <RequestStatusChip label={request.StatusName} size="medium" />
        </Stack>
        {actions(request)}
      </Stack>
      <Box
        sx={{
          display: "grid",
          gap: 3,
          gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 2fr) minmax(0, 1fr)" },
          alignItems: "start",
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          {children(request)}
        </Stack>
        <PaperSection title="Timeline" titleSpacing={1.5}>
          <RequestTimeline steps={request.Timeline} />
        </PaperSection>
      </Box>
    </FixedAssetPage>
  );
};
