import { useState } from "react";
import { Alert, Box, Button, Stack, Typography } from "@mui/material";
import { ModuleId, type LeaseSpacesReply } from "@fieldstead/domain";
import { PageLoader } from "../../../../components/ui/page-loader.tsx";
import { PaperSection } from "../../../../components/ui/paper-section.tsx";
import { messageOf } from "../../../../lib/form-errors.ts";
import { showSnackbar } from "../../../../lib/snackbar.ts";
import { useModuleAccess } from "../../../permissions/index.ts";
import { useLeaseSpaces, useSaveLeaseSpaces } from "../../api/lease-spaces.ts";
import { canChangeTab } from "./lease-tabs.ts";
import { LeaseSpaceRow, type SpacePick } from "./lease-space-row.tsx";
import { spaceTotals } from "./lease-space-totals.ts";

const picksOf = (reply: LeaseSpacesReply): Record<number, SpacePick> =>
  Object.fromEntries(
    reply.Spaces.map((s) => [s.LocationId, { isCovered: s.Covered, area: s.AreaSqm ?? "" }]),
  );

const SpacesEditor = ({ leaseId, reply }: { leaseId: number; reply: LeaseSpacesReply }) => {
  const { can } = useModuleAccess();
  const save = useSaveLeaseSpaces();
  const canEdit = canChangeTab(can, ModuleId.LeaseSpaces);
  const [picks, setPicks] = useState(() => picksOf(reply));
  const [error, setError] = useState<string | null>(null);
  const totals = spaceTotals(Object.values(picks));

  const handleSave = async () => {
    setError(null);
    try {
      const saved = await save.mutateAsync({
        LeaseId: leaseId,
        Spaces: reply.Spaces.filter((s) => picks[s.LocationId]?.isCovered).map((s) => ({
          LocationId: s.LocationId,
          AreaSqm: picks[s.LocationId]?.area ?? null,
        })),
      });
      setPicks(picksOf(saved));
      showSnackbar({ message: "The lease's spaces were saved.", severity: "success", durationMs: 5_000 });
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  if (reply.Spaces.length === 0)
    return (
      <Typography sx={{ color: "text.secondary" }}>
        {reply.LocationId === null
          ? "The lease has no location, so it has no spaces to cover."
          : `${reply.LocationName ?? "The location"} has no spaces under it.`}
      </Typography>
    );
  return (
    <Stack spacing={2}>
      {error && <Alert severity="error">{error}</Alert>}
      <Box component="ul" aria-label="Spaces" sx={{ m: 0, p: 0, listStyle: "none" }}>
        {reply.Spaces.map((space) => (
          <LeaseSpaceRow
            key={space.LocationId}
            space={space}
            pick={picks[space.LocationId] ?? { isCovered: false, area: "" }}
            isDisabled={!canEdit}
            onChange={(pick) => setPicks((all) => ({ ...all, [space.LocationId]: pick }))}
          />
        ))}
      </Box>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        useFlexGap
        sx={{ gap: 2, justifyContent: "space-between", alignItems: { sm: "center" } }}
      >
        <Typography sx={{ fontWeight: 600 }}>
          {`${totals.count} ${totals.count === 1 ? "space" : "spaces"} covered · ${totals.area} m²`}
        </Typography>
        {canEdit && (
          <Button variant="contained" onClick={() => void handleSave()} disabled={save.isPending}>
            Save spaces
          </Button>
        )}
      </Stack>
    </Stack>
  );
};

/** The LeaseSpaces tab: the spaces under the lease's location, each covered or not with its area, and totals. */
export const LeaseSpacesTab = ({ leaseId }: { leaseId: number }) => {
  const spaces = useLeaseSpaces(leaseId);
  if (spaces.isPending) return <PageLoader />;
  if (spaces.isError)
    return <Alert severity="error">{`The spaces could not be loaded: ${spaces.error.message}`}</Alert>;
  return (
    <PaperSection title="Spaces" titleSpacing={1.5}>
      <SpacesEditor leaseId={leaseId} reply={spaces.data} />
    </PaperSection>
  );
};
