import { useNavigate } from "react-router";
import { Box, Typography } from "@mui/material";
import { ImportKind, ModuleId } from "@fieldstead/domain";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { PageLoader } from "../../../components/ui/page-loader.tsx";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useModuleAccess } from "../../permissions/index.ts";
import { ImportFileSection } from "../../imports/index.ts";
import { BulkLocationEditor } from "./bulk/bulk-location-editor.tsx";

/** /bulkLocation: up to 500 locations in one go, all or none. */
export const BulkLocationPage = () => {
  const navigate = useNavigate();
  const { can, isLoading } = useModuleAccess();
  if (isLoading) return <PageLoader />;
  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar
        entries={[
          { kind: "link", label: "Locations", to: "/locations" },
          { kind: "text", label: "Bulk create" },
        ]}
      />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        Bulk create locations
      </Typography>
      {can(ModuleId.LocationBulkCreate, ModuleId.Locations) ? (
        <>
          <BulkLocationEditor
            canEditAutomated={can(ModuleId.LocationEditAutomatedFields, ModuleId.Locations)}
            onCancel={() => navigate("/locations")}
            onCreated={(reply) => {
              showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 6_000 });
              navigate("/locations");
            }}
          />
          <Box sx={{ mt: 3 }}>
            <ImportFileSection kind={ImportKind.Locations} onImported={() => undefined} />
          </Box>
        </>
      ) : (
        <Typography>Your role cannot create locations.</Typography>
      )}
    </Box>
  );
};
