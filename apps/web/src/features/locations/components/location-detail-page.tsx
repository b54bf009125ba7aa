import { useState } from "react";
import { Link as RouterLink, Navigate, useNavigate, useParams } from "react-router";
import { Box, Tab, Tabs } from "@mui/material";
import { ModuleId } from "@fieldstead/domain";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { PageLoader } from "../../../components/ui/page-loader.tsx";
import { RecordNotFound } from "../../../components/ui/record-not-found.tsx";
import { idFromPath } from "../../../lib/path-id.ts";
import { useModuleAccess } from "../../permissions/index.ts";
import { useLocationDetail } from "../api/get-location.ts";
import { useDeleteLocationsAction } from "../hooks/use-delete-locations-action.ts";
import { locationDetailPath } from "../location-labels.ts";
import { LocationHeader } from "./detail/location-header.tsx";
import { LocationTabContent } from "./detail/location-tab-content.tsx";
import { visibleTabs } from "./detail/location-tabs.ts";
import { LocationFormDialog, type LocationFormDialogProps } from "./form/location-form-dialog.tsx";

const LIST_ENTRY = { kind: "link", label: "Locations", to: "/locations" } as const;

/** /locationModules/{id}/{tab}: a location's header, its operations, and the tabs the role holds. */
export const LocationDetailPage = () => {
  const params = useParams();
  const id = idFromPath(params.locationId);
  const navigate = useNavigate();
  const access = useModuleAccess();
  const location = useLocationDetail(id);
  const deleteRows = useDeleteLocationsAction();
  const [dialog, setDialog] = useState<Omit<LocationFormDialogProps, "onClose" | "canEditAutomated"> | null>(
    null,
  );

  if (id !== null && (location.isPending || access.isLoading)) return <PageLoader />;
  if (id === null || location.isError || !location.data)
    return (
      <RecordNotFound trail={[LIST_ENTRY]} noun="location" error={id === null ? null : location.error} />
    );
  const detail = location.data;
  const tabs = visibleTabs(access.can);
  // The bare address shows the first tab; a tab the role does not hold (or no tab at all) goes back to it.
  const current = params.tab === undefined ? tabs[0] : tabs.find((t) => t.slug === params.tab);
  if (!current && params.tab !== undefined) return <Navigate to={locationDetailPath(detail.Id)} replace />;
  const L = ModuleId.Locations;
  const canEditAutomated = access.can(ModuleId.LocationEditAutomatedFields, L);
  const handleDelete = async () => {
    const reply = await deleteRows([detail]);
    if (reply?.Deleted.some((d) => d.Id === detail.Id))
      navigate(detail.ParentId === null ? "/locations" : locationDetailPath(detail.ParentId));
  };

  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar
        entries={[
          LIST_ENTRY,
          ...detail.Path.map((p) => ({ kind: "link" as const, label: p.Name, to: locationDetailPath(p.Id) })),
          { kind: "text", label: detail.Name },
        ]}
      />
      <LocationHeader
        location={detail}
        canEdit={access.can(ModuleId.LocationEdit, L)}
        canDelete={access.can(ModuleId.LocationDelete, L)}
        canAddChild={access.can(ModuleId.LocationCreate, L)}
        onEdit={() => setDialog({ location: detail, onSaved: () => setDialog(null) })}
        onDelete={() => void handleDelete()}
        onAddChild={(defaults) =>
          setDialog({
            defaults,
            onSaved: (created) => {
              setDialog(null);
              navigate(locationDetailPath(created.Id));
            },
          })
        }
      />
      <Tabs
        value={current?.slug ?? false}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Location sections"
        sx={{ mb: 2, borderBottom: 1, borderColor: "divider" }}
      >
        {tabs.map((t) => (
          <Tab
            key={t.slug}
            value={t.slug}
            label={t.label}
            component={RouterLink}
            to={locationDetailPath(detail.Id, t.slug)}
          />
        ))}
      </Tabs>
      {current ? <LocationTabContent tab={current.slug} location={detail} /> : null}
      {dialog ? (
        <LocationFormDialog {...dialog} canEditAutomated={canEditAutomated} onClose={() => setDialog(null)} />
      ) : null}
    </Box>
  );
};
