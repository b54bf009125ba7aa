import { Link as RouterLink } from "react-router";
import { Alert, Link, Paper, Stack } from "@mui/material";
import type { AssetDetail } from "@fieldstead/domain";
import { AssetFacts } from "../asset-facts.tsx";
import { moveRequestDetailPath } from "../asset-paths.ts";

/** Overview: the facts, and the move request the asset waits in, when there is one. */
export const AssetOverviewTab = ({ asset }: { asset: AssetDetail }) => (
  <Stack spacing={2}>
    {asset.OpenMoveRequest && (
      <Alert severity="info">
        In move request{" "}
        <Link component={RouterLink} to={moveRequestDetailPath(asset.OpenMoveRequest.Id)}>
          {asset.OpenMoveRequest.RequestNumber}
        </Link>{" "}
        ({asset.OpenMoveRequest.StatusName})
      </Alert>
    )}
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <AssetFacts asset={asset} />
    </Paper>
  </Stack>
);
