import { Link as RouterLink } from "react-router";
import { Box, Breadcrumbs, Chip, Link, Stack, Typography } from "@mui/material";
import type { AssetDetail } from "@fieldstead/domain";
import { PageHeading } from "../../../../components/ui/page-heading.tsx";
import { STATUS_COLOURS, VERIFICATION_LABELS } from "../../asset-labels.ts";
import { locationPath } from "../asset-paths.ts";
import { AssetActions } from "./asset-actions.tsx";

/** The asset's name, tag, status and verification, where it stands (each place a link), and its buttons. */
export const AssetHeader = ({ asset }: { asset: AssetDetail }) => (
  <Stack spacing={1.5}>
    <Box>
      <PageHeading>{asset.Name}</PageHeading>
      <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", alignItems: "center", gap: 1, mt: 0.5 }}>
        <Typography sx={{ color: "text.secondary", fontFamily: "monospace", fontSize: "1rem" }}>
          {asset.AssetTag}
        </Typography>
        <Chip size="small" label={asset.StatusName} color={STATUS_COLOURS[asset.StatusId]} />
        <Chip size="small" variant="outlined" label={VERIFICATION_LABELS[asset.VerificationState]} />
      </Stack>
    </Box>
    {asset.Location && (
      <Breadcrumbs aria-label="Location" sx={{ "& ol": { flexWrap: "wrap" } }}>
        {[...asset.Location.Path, { Id: asset.Location.Id, Name: asset.Location.Name }].map((place) => (
          <Link key={place.Id} component={RouterLink} to={locationPath(place.Id)} underline="hover">
            {place.Name}
          </Link>
        ))}
      </Breadcrumbs>
    )}
    <AssetActions asset={asset} />
  </Stack>
);
