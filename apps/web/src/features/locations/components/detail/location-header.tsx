import { Link as RouterLink } from "react-router";
import { Box, Breadcrumbs, Button, Chip, Link, Stack, Typography } from "@mui/material";
import Add from "@mui/icons-material/Add";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import {
  LocationLevel,
  LOCATION_LEVEL_LABELS,
  type LocationDetail,
  type LocationLevelId,
} from "@fieldstead/domain";
import { PageHeading } from "../../../../components/ui/page-heading.tsx";
import { locationDetailPath, locationOptionOf } from "../../location-labels.ts";
import type { LocationFormValues } from "../form/location-form.ts";

export type LocationHeaderProps = {
  location: LocationDetail;
  canEdit: boolean;
  canDelete: boolean;
  canAddChild: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** A new location one level below, with this one as its parent. */
  onAddChild: (defaults: Partial<LocationFormValues>) => void;
};

/** The location's name, code, level, where it sits (its parents as links), status, and the role's buttons. */
export const LocationHeader = ({
  location,
  canEdit,
  canDelete,
  canAddChild,
  onEdit,
  onDelete,
  onAddChild,
}: LocationHeaderProps) => {
  const childLevel =
    location.LevelId < LocationLevel.Room ? ((location.LevelId + 1) as LocationLevelId) : null;
  return (
    <Stack
      direction={{ xs: "column", md: "row" }}
      spacing={2}
      sx={{ mb: 2, justifyContent: "space-between", alignItems: { md: "flex-start" } }}
    >
      <Box sx={{ minWidth: 0 }}>
        <PageHeading>{location.Name}</PageHeading>
        <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 1, mt: 1, alignItems: "center" }}>
          <Chip label={location.LevelName} size="small" />
          <Typography component="span" sx={{ fontFamily: "monospace", fontWeight: 600 }} aria-label="Code">
            {location.Code}
          </Typography>
          <Chip
            label={location.Status}
            size="small"
            color={location.Status === "Active" ? "success" : "default"}
            variant={location.Status === "Active" ? "filled" : "outlined"}
          />
          {location.IsWarehouse ? (
            <Chip label="Warehouse" size="small" color="info" variant="outlined" />
          ) : null}
        </Stack>
        {location.Path.length > 0 ? (
          <Breadcrumbs
            aria-label="Parent locations"
            sx={{ mt: 1, "& ol": { flexWrap: "wrap" } }}
            separator="›"
          >
            {location.Path.map((p) => (
              <Link key={p.Id} component={RouterLink} to={locationDetailPath(p.Id)} underline="hover">
                {p.Name}
              </Link>
            ))}
          </Breadcrumbs>
        ) : null}
      </Box>
      <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 1, flexShrink: 0 }}>
        {canAddChild && childLevel !== null ? (
          <Button
            variant="outlined"
            startIcon={<Add />}
            onClick={() =>
              onAddChild({
                LevelId: childLevel,
                Parent: locationOptionOf(location),
              })
            }
          >
            {`Add ${LOCATION_LEVEL_LABELS[childLevel].toLowerCase()}`}
          </Button>
        ) : null}
        {canEdit ? (
          <Button variant="contained" startIcon={<EditOutlined />} onClick={onEdit}>
            Edit
          </Button>
        ) : null}
        {canDelete ? (
          <Button variant="outlined" color="error" startIcon={<DeleteOutline />} onClick={onDelete}>
            Delete
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
};
