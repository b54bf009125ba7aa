import { useParams } from "react-router";
import { Stack, Typography } from "@mui/material";
import ArrowForward from "@mui/icons-material/ArrowForward";
import { FactList } from "../../../../../components/ui/fact-list.tsx";
import { PaperSection } from "../../../../../components/ui/paper-section.tsx";
import { formatDateTime } from "../../../../../lib/format.ts";
import { idFromPath } from "../../../../../lib/path-id.ts";
import { useMoveRequest } from "../../api/get-move-request.ts";
import { RequestDetailLayout } from "../request-detail-layout.tsx";
import { MOVE_REQUESTS_PATH } from "../request-paths.ts";
import { MoveRequestActions } from "./move-request-actions.tsx";
import { RequestAssetList } from "./request-asset-list.tsx";

const LIST = { label: "Move requests", to: MOVE_REQUESTS_PATH };

/** /fixedAssetManagement/MoveAssetRequest/Details/{id}: one move request, its assets and its steps. */
export const MoveRequestDetailPage = () => {
  const id = idFromPath(useParams().requestId);
  const query = useMoveRequest(id);
  return (
    <RequestDetailLayout
      noun="move request"
      list={LIST}
      id={id}
      query={query}
      actions={(request) => <MoveRequestActions request={request} />}
    >
      {(request) => (
        <>
          <PaperSection title="Move" titleSpacing={1.5}>
            <Stack
              direction="row"
              useFlexGap
              sx={{ alignItems: "center", gap: 1.5, flexWrap: "wrap", mb: 2 }}
            >
              <Typography sx={{ fontWeight: 600 }}>{request.FromLocationName}</Typography>
              <ArrowForward aria-label="to" fontSize="small" color="action" />
              <Typography sx={{ fontWeight: 600 }}>{request.ToLocationName}</Typography>
            </Stack>
            <FactList
              columns={2}
              spacing={2}
              facts={[
                ["Reason", request.Reason],
                [
                  "Requested by",
                  <>
                    {request.RequestedByName ?? "—"} · {formatDateTime(request.RequestedAt)}
                  </>,
                ],
                ...(request.DecisionComment ? [["Decision comment", request.DecisionComment] as const] : []),
              ]}
            />
          </PaperSection>
          <PaperSection title={`Assets (${request.Assets.length})`} titleSpacing={1.5}>
            <RequestAssetList assets={request.Assets} hasLinks />
          </PaperSection>
        </>
      )}
    </RequestDetailLayout>
  );
};
