import { Link as RouterLink } from "react-router";
import { Box, Link, Stack, Typography } from "@mui/material";
import type { LeaseDetail } from "@fieldstead/domain";
import { PageHeading } from "../../../../components/ui/page-heading.tsx";
import { locationPath } from "../lease-paths.ts";
import { LeaseStatusChip } from "../lease-status-chip.tsx";
import { LeaseActions } from "./lease-actions.tsx";

export type LeaseHeaderProps = { lease: LeaseDetail };

/** The location's name as a link to its page; a lease without one says so. */
export const LeaseLocationLink = ({ lease }: LeaseHeaderProps) =>
  lease.LocationId === null ? (
    <span>No location</span>
  ) : (
    <Link component={RouterLink} to={locationPath(lease.LocationId)} underline="hover">
      {lease.LocationName ?? `Location ${lease.LocationId}`}
    </Link>
  );

/** The lease's number and status, who lets to whom, where, and what the role may do to it. */
export const LeaseHeader = ({ lease }: LeaseHeaderProps) => (
  <Stack
    direction={{ xs: "column", md: "row" }}
    useFlexGap
    sx={{ gap: 2, justifyContent: "space-between", alignItems: { md: "flex-start" }, mb: 2 }}
  >
    <Box sx={{ minWidth: 0 }}>
      <Stack direction="row" useFlexGap sx={{ gap: 1.5, alignItems: "center", flexWrap: "wrap" }}>
        <PageHeading>{lease.LeaseNumber}</PageHeading>
        <LeaseStatusChip statusId={lease.StatusId} size="medium" />
      </Stack>
      <Typography sx={{ mt: 1, color: "text.secondary", overflowWrap: "anywhere" }}>
        <Box component="span" sx={{ fontWeight: 600, color: "text.primary" }}>
          {lease.Lessor}
        </Box>
        {" lets to "}
        <Box component="span" sx={{ fontWeight: 600, color: "text.primary" }}>
          {lease.Lessee}
        </Box>
      </Typography>
      <Typography sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>
        {"At "}
        <LeaseLocationLink lease={lease} />
        {lease.LocationPath ? ` · ${lease.LocationPath}` : ""}
      </Typography>
    </Box>
    <LeaseActions lease={lease} />
  </Stack>
);
