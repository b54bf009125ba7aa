import { Link as RouterLink } from "react-router";
import { Alert, Link, Stack } from "@mui/material";
import type { AssetDetail } from "@fieldstead/domain";
import { PaperSection } from "../../../../components/ui/paper-section.tsx";
import { AssetFacts } from "../asset-facts.tsx";
import { moveRequestPath } from "../../requests/components/request-paths.ts";

/** Overview: the facts, and the move request the asset waits in, when there is one. */
export const AssetOverviewTab = ({ asset }: { asset: AssetDetail }) => (
  <Stack spacing={2}>
    {asset.OpenMoveRequest && (
      <Alert severity="info">
        In move request{" "}
        <Link component={RouterLink} to={moveRequestPath(asset.OpenMoveRequest.Id)}>
          {asset.OpenMoveRequest.RequestNumber}
        </Link>{" "}
        ({asset.OpenMoveRequest.StatusName})
      </Alert>
    )}
    <PaperSection>
      <AssetFacts asset={asset} />
    </PaperSection>
  </Stack>
);
