import { useParams } from "react-router";
import {
  Alert,
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { BreadcrumbBar } from "../../../../components/ui/breadcrumb-bar.tsx";
import { PageLoader } from "../../../../components/ui/page-loader.tsx";
import { formatDateCell } from "../../../../components/grid/grid-format.ts";
import { formatDateTime } from "../../../../lib/format.ts";
import { ApiError } from "../../../../lib/http.ts";
import { useMaterialRequest } from "../../api/get-material-request.ts";
import { FixedAssetSections } from "../fixed-asset-sections.tsx";
import { idFromPath, MATERIAL_REQUESTS_PATH } from "../move-requests/request-paths.ts";
import { Fact, Section } from "../move-requests/request-section.tsx";
import { RequestStatusChip } from "../move-requests/request-status-chip.tsx";
import { RequestTimeline } from "../move-requests/request-timeline.tsx";
import { MaterialRequestActions } from "./material-request-actions.tsx";

const TRAIL = [
  { kind: "link", label: "Fixed Assets", to: "/fixedAssetManagement" },
  { kind: "link", label: "Material requests", to: MATERIAL_REQUESTS_PATH },
] as const;

/** /materialRequest/{id}: one material request, its parts and its steps. */
export const MaterialRequestDetailPage = () => {
  const id = idFromPath(useParams().requestId);
  const query = useMaterialRequest(id);
  if (id !== null && query.isPending) return <PageLoader />;
  const isMissing = id === null || (query.error instanceof ApiError && query.error.status === 404);
  if (id === null || query.isError || !query.data)
    return (
      <Box>
        <BreadcrumbBar entries={[...TRAIL, { kind: "error", label: "Material request not found" }]} />
        <Alert severity={isMissing ? "warning" : "error"}>
          {isMissing
            ? "There is no such material request in your organisation."
            : `The material request could not be loaded: ${query.error?.message ?? ""}`}
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
        <MaterialRequestActions request={request} />
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
          <Section title="Request">
            <Box
              sx={{
                display: "grid",
                gap: 2,
                gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))" },
              }}
            >
              <Fact label="Deliver to">{request.LocationName}</Fact>
              <Fact label="Needed by">{formatDateCell(request.NeededBy) || "—"}</Fact>
              <Fact label="Requested by">
                {request.RequestedByName ?? "—"} · {formatDateTime(request.RequestedAt)}
              </Fact>
              {request.WarehouseName && (
                <Fact label="Issued from">
                  {request.WarehouseName} · {formatDateTime(request.FulfilledAt)}
                </Fact>
              )}
              {request.Notes && <Fact label="Notes">{request.Notes}</Fact>}
              {request.DecisionComment && <Fact label="Decision comment">{request.DecisionComment}</Fact>}
            </Box>
          </Section>
          <Section title={`Parts (${request.Items.length})`}>
            <Box sx={{ overflowX: "auto" }}>
              <Table size="small" aria-label="Parts">
                <TableHead>
                  <TableRow>
                    <TableCell>Part number</TableCell>
                    <TableCell>Part name</TableCell>
                    <TableCell sx={{ display: { xs: "none", sm: "table-cell" } }}>Category</TableCell>
                    <TableCell sx={{ display: { xs: "none", sm: "table-cell" } }}>Kind</TableCell>
                    <TableCell align="right">Quantity</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {request.Items.map((item) => (
                    <TableRow key={item.Id}>
                      <TableCell sx={{ whiteSpace: "nowrap" }}>{item.PartNumber}</TableCell>
                      <TableCell>{item.PartName}</TableCell>
                      <TableCell sx={{ display: { xs: "none", sm: "table-cell" } }}>
                        {item.Category}
                      </TableCell>
                      <TableCell sx={{ display: { xs: "none", sm: "table-cell" } }}>
                        {item.Serialized ? "Serialized" : "Consumable"}
                      </TableCell>
                      <TableCell align="right">{item.Quantity.toLocaleString("en-US")}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Section>
        </Stack>
        <Section title="Timeline">
          <RequestTimeline steps={request.Timeline} />
        </Section>
      </Box>
    </Box>
  );
};
