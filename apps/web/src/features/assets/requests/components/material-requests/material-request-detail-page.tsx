import { useParams } from "react-router";
import { FactList, type Fact } from "../../../../../components/ui/fact-list.tsx";
import { PaperSection } from "../../../../../components/ui/paper-section.tsx";
import { formatDateCell } from "../../../../../components/grid/grid-format.ts";
import { formatDateTime } from "../../../../../lib/format.ts";
import { idFromPath } from "../../../../../lib/path-id.ts";
import { useMaterialRequest } from "../../api/get-material-request.ts";
import { RequestDetailLayout } from "../request-detail-layout.tsx";
import { MATERIAL_REQUESTS_PATH } from "../request-paths.ts";
import { MaterialRequestActions } from "./material-request-actions.tsx";
import { MaterialRequestItemsTable } from "./material-request-items-table.tsx";

const LIST = { label: "Material requests", to: MATERIAL_REQUESTS_PATH };

/** /materialRequest/{id}: one material request, its parts and its steps. */
export const MaterialRequestDetailPage = () => {
  const id = idFromPath(useParams().requestId);
  const query = useMaterialRequest(id);
  return (
    <RequestDetailLayout
      noun="material request"
      list={LIST}
      id={id}
      query={query}
      actions={(request) => <MaterialRequestActions request={request} />}
    >
      {(request) => {
        const facts: Fact[] = [
          ["Deliver to", request.LocationName],
          ["Needed by", formatDateCell(request.NeededBy)],
          [
            "Requested by",
            <>
              {request.RequestedByName ?? "—"} · {formatDateTime(request.RequestedAt)}
            </>,
          ],
        ];
        if (request.WarehouseName)
          facts.push([
            "Issued from",
            <>
              {request.WarehouseName} · {formatDateTime(request.FulfilledAt)}
            </>,
          ]);
        if (request.Notes) facts.push(["Notes", request.Notes]);
        if (request.DecisionComment) facts.push(["Decision comment", request.DecisionComment]);
        return (
          <>
            <PaperSection title="Request" titleSpacing={1.5}>
              <FactList columns={2} spacing={2} facts={facts} />
            </PaperSection>
            <PaperSection title={`Parts (${request.Items.length})`} titleSpacing={1.5}>
              <MaterialRequestItemsTable items={request.Items} />
            </PaperSection>
          </>
        );
      }}
    </RequestDetailLayout>
  );
};
