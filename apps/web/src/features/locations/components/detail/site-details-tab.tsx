import type { ReactNode } from "react";
import {
  Alert,
  Box,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import type { LocationDetail } from "@fieldstead/domain";
import { FactList } from "../../../../components/ui/fact-list.tsx";
import { PageLoader } from "../../../../components/ui/page-loader.tsx";
import { PaperSection } from "../../../../components/ui/paper-section.tsx";
import { formatDateTime } from "../../../../lib/format.ts";
import { useSiteDetailsTab } from "../../api/get-site-details-tab.ts";
import { placeFacts } from "./location-overview-tab.tsx";

/** A table that scrolls inside its box on a phone, never the page. */
const Scroll = ({ children }: { children: ReactNode }) => <Box sx={{ overflowX: "auto" }}>{children}</Box>;

const Figure = ({ label, value }: { label: string; value: number }) => (
  <Box sx={{ minWidth: 96 }}>
    <Typography sx={{ fontSize: "1.75rem", fontWeight: 700, lineHeight: 1.2 }}>
      {value.toLocaleString("en-US")}
    </Typography>
    <Typography variant="body2" sx={{ color: "text.secondary" }}>
      {label}
    </Typography>
  </Box>
);

/** A site's overview (Location/GetSiteDetailsTab): what is at it, who works there, what is on the move. */
export const SiteDetailsTab = ({ location }: { location: LocationDetail }) => {
  const details = useSiteDetailsTab(location.Id);
  if (details.isPending) return <PageLoader />;
  if (details.isError)
    return <Alert severity="error">{`The site details could not be loaded: ${details.error.message}`}</Alert>;
  const d = details.data;
  return (
    <Stack spacing={2}>
      <PaperSection title="Site">
        <FactList facts={[...placeFacts(d.Site), ["Description", d.Site.Description]]} />
      </PaperSection>
      <PaperSection title="At this site">
        <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 3 }}>
          {d.SubLocations.map((l) => (
            <Figure
              key={l.LevelId}
              label={`${l.LevelName === "Building" ? "Buildings" : `${l.LevelName}s`}`}
              value={l.Count}
            />
          ))}
          <Figure label="Assets" value={d.AssetCount} />
          <Figure label="Links" value={d.LinkCount} />
        </Stack>
        {d.AssetsByStatus.length > 0 ? (
          <Stack
            direction="row"
            useFlexGap
            sx={{ flexWrap: "wrap", gap: 1, mt: 2 }}
            aria-label="Assets by status"
          >
            {d.AssetsByStatus.map((s) => (
              <Chip key={s.StatusId} label={`${s.StatusName}: ${s.Count}`} variant="outlined" />
            ))}
          </Stack>
        ) : null}
      </PaperSection>
      <PaperSection title="Open move requests">
        {d.OpenMoveRequests.length === 0 ? (
          <Typography sx={{ color: "text.secondary" }}>
            No move request to or from this site is open.
          </Typography>
        ) : (
          <Scroll>
            <Table size="small" aria-label="Open move requests">
              <TableHead>
                <TableRow>
                  <TableCell>Request</TableCell>
                  <TableCell>From</TableCell>
                  <TableCell>To</TableCell>
                  <TableCell>Assets</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Requested</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {d.OpenMoveRequests.map((m) => (
                  <TableRow key={m.Id}>
                    <TableCell>{m.RequestNumber}</TableCell>
                    <TableCell>{m.FromName}</TableCell>
                    <TableCell>{m.ToName}</TableCell>
                    <TableCell>{m.ItemCount}</TableCell>
                    <TableCell>{m.StatusName}</TableCell>
                    <TableCell>{`${formatDateTime(m.RequestedAt)}${m.RequestedByName ? ` by ${m.RequestedByName}` : ""}`}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Scroll>
        )}
      </PaperSection>
      <PaperSection title="People at this site">
        {d.Employees.length === 0 ? (
          <Typography sx={{ color: "text.secondary" }}>Nobody is associated with this site.</Typography>
        ) : (
          <Scroll>
            <Table size="small" aria-label="People at this site">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>Role</TableCell>
                  <TableCell>E-mail</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {d.Employees.map((e) => (
                  <TableRow key={e.EmployeeId}>
                    <TableCell>{e.Name}</TableCell>
                    <TableCell>{e.RoleName}</TableCell>
                    <TableCell sx={{ overflowWrap: "anywhere" }}>{e.Email}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Scroll>
        )}
      </PaperSection>
    </Stack>
  );
};
