import { Alert, Card, CardContent, Skeleton, Stack, Typography } from "@mui/material";
import { AccessRightType, ModuleId } from "@fieldstead/domain";
import { messageOf } from "../../../lib/form-errors.ts";
import { useModuleAccess } from "../../permissions/index.ts";
import { useSingleSignOnSettings } from "./api/single-sign-on-settings.ts";
import { SingleSignOnForm } from "./components/single-sign-on-form.tsx";

/**
 * Settings card: Single sign-on. People of the organisation's e-mail domains sign in with Microsoft Entra ID or
 * another OpenID Connect provider; whoever manages users connects it, others only read it.
 */
export const SingleSignOnSettingsCard = () => {
  const access = useModuleAccess();
  const canRead = access.can(ModuleId.UserAdministration, ModuleId.Admin, AccessRightType.ReadOnly);
  const canChange = access.can(ModuleId.UserAdministration, ModuleId.Admin, AccessRightType.ReadWrite);
  const settings = useSingleSignOnSettings(canRead);

  return (
    <Card variant="outlined" component="section" aria-labelledby="sso-settings-title">
      <CardContent>
        <Stack spacing={2}>
          <div>
            <Typography id="sso-settings-title" variant="h6" component="h2">
              Single sign-on
            </Typography>
            <Typography variant="body2" sx={{ color: "text.secondary" }}>
              People whose e-mail is in your domains sign in with Microsoft Entra ID or another OpenID Connect
              provider, under its own policy (including its second step).
            </Typography>
          </div>
          {!access.isLoading && !canRead && (
            <Typography variant="body2" sx={{ color: "text.secondary" }}>
              Only people who manage users can see and change single sign-on.
            </Typography>
          )}
          {settings.isError && (
            <Alert severity="error">{`Single sign-on could not be loaded: ${messageOf(settings.error)}`}</Alert>
          )}
          {canRead && settings.isPending && <Skeleton variant="rounded" height={160} />}
          {settings.data && <SingleSignOnForm settings={settings.data} canChange={canChange} />}
        </Stack>
      </CardContent>
    </Card>
  );
};
