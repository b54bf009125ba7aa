import { Navigate } from "react-router";
import { Box, Typography } from "@mui/material";
import { AccessRightType, ModuleId } from "@fieldstead/domain";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { PageHeading } from "../../../components/ui/page-heading.tsx";
import { PageLoader } from "../../../components/ui/page-loader.tsx";
import { useModuleAccess } from "../../permissions/index.ts";
import { NotificationConfigurationEditor } from "./notification-configuration-editor.tsx";

/**
 * /Notification: the organisation's notification configuration, for roles holding Notification Settings
 * (administrators); anyone else gets the no-rights page, as for any address their role may not open.
 */
export const NotificationSettingsPage = () => {
  const access = useModuleAccess();
  if (access.isLoading) return <PageLoader />;
  if (!access.can(ModuleId.NotificationSettings, ModuleId.Notifications, AccessRightType.ReadWrite))
    return <Navigate to="/no-rights" replace />;
  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[{ kind: "text", label: "Notification Settings" }]} />
      <PageHeading spacing={1}>Notification Settings</PageHeading>
      <Typography sx={{ color: "text.secondary", mb: 2 }}>
        Which notifications the organisation sends, and to which roles. Each person can still turn off the
        ones they get in their own notification settings.
      </Typography>
      <NotificationConfigurationEditor />
    </Box>
  );
};
