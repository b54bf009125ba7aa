import { useParams } from "react-router";
import { Alert, Box, Stack, Typography } from "@mui/material";
import ArrowForward from "@mui/icons-material/ArrowForward";
import { BreadcrumbBar } from "../../../../components/ui/breadcrumb-bar.tsx";
import { PageLoader } from "../../../../components/ui/page-loader.tsx";
import { formatDateTime } from "../../../../lib/format.ts";
import { ApiError } from "../../../../lib/http.ts";
import { useMoveRequest } from "../../api/get-move-request.ts";
import { FixedAssetSections } from "../fixed-asset-sections.tsx";
import { MoveRequestActions } from "./move-request-actions.tsx";
import { RequestAssetList } from "./request-asset-list.tsx";
import { idFromPath, MOVE_REQUESTS_PATH } from "./request-paths.ts";
import { RequestStatusChip } from "./request-status-chip.tsx";
import { Fact, Section } from "./request-section.tsx";
import { RequestTimeline } from "./request-timeline.tsx";

const TRAIL = [
  { kind: "link", label: "Fixed Assets", to: "/fixedAssetManagement" },
  { kind: "link", label: "Move requests", to: MOVE_REQUESTS_PATH },
] as const;

/** /fixedAssetManagement/MoveAssetRequest/Details/{id}: one move request, its assets and its steps. */
export const MoveRequestDetailPage = () => {
  const id = idFromPath(useParams().requestId);
  const query = useMoveRequest(id);
  if (id !== null && query.isPending) return <PageLoader />;
  const isMissing = id === null || (query.error instanceof ApiError && query.error.status === 404);
  if (id === null || query.isError || !query.data)
    return (
      <Box>
        <BreadcrumbBar entries={[...TRAIL, { kind: "error", label: "Move request not found" }]} />
        <Alert severity={isMissing ? "warning" : "error"}>
          {isMissing
            ? "There is no such move request in your organisation."
            : `The move request could not be loaded: ${query.error?.message ?? ""}`}
        </Alert>
      </Box>
    );
  const request = query.data;
  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[...TRAIL, { kind: "text", label: request.RequestNumber }]} />
      <FixedAssetSections />
      <Stack
        direction={{ xs: "column", sm: "row" }}
        useFlexGap
        sx={{ gap: 2, justifyContent: "space-between", alignItems: { sm: "center" }, mb: 3 }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 700, fontSize: { xs: "1.75rem", sm: "2.125rem" } }}
          >
            {request.RequestNumber}
          </Typography>
          <RequestStatusChip label={request.StatusName} size="medium" />
        </Stack>
        <MoveRequestActions request={request} />
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
          <Section title="Move">
            <Stack
              direction="row"
              useFlexGap
              sx={{ alignItems: "center", gap: 1.5, flexWrap: "wrap", mb: 2 }}
            >
              <Typography sx={{ fontWeight: 600 }}>{request.FromLocationName}</Typography>
              <ArrowForward aria-label="to" fontSize="small" color="action" />
              <Typography sx={{ fontWeight: 600 }}>{request.ToLocationName}</Typography>
            </Stack>
            <Box
              sx={{
                display: "grid",
                gap: 2,
                gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))" },
              }}
            >
              <Fact label="Reason">{request.Reason ?? "—"}</Fact>
              <Fact label="Requested by">
                {request.RequestedByName ?? "—"} · {formatDateTime(request.RequestedAt)}
              </Fact>
              {request.DecisionComment && <Fact label="Decision comment">{request.DecisionComment}</Fact>}
            </Box>
          </Section>
          <Section title={`Assets (${request.Assets.length})`}>
            <RequestAssetList assets={request.Assets} hasLinks />
          </Section>
        </Stack>
        <Section title="Timeline">
          <RequestTimeline steps={request.Timeline} />
        </Section>
      </Box>
    </Box>
  );
};
