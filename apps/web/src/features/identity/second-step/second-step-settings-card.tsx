import {
  Alert,
  Card,
  CardContent,
  FormControlLabel,
  Skeleton,
  Stack,
  Switch,
  Typography,
} from "@mui/material";
import { AccessRightType, ModuleId } from "@fieldstead/domain";
import { useModuleAccess } from "../../permissions/index.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useSecondStep } from "./api/get-second-step.ts";
import { useSetSecondStep } from "./api/set-second-step.ts";

const SWITCH_LABEL = "Ask for a code at sign-in";

/**
 * Settings card: Second step at sign-in. Whoever manages the organisation's users turns it on or off; others
 * with the right to see users read it; everyone else does not see it.
 */
export const SecondStepSettingsCard = () => {
  const access = useModuleAccess();
  const canRead = access.can(ModuleId.UserAdministration, ModuleId.Admin, AccessRightType.ReadOnly);
  const canChange = access.can(ModuleId.UserAdministration, ModuleId.Admin, AccessRightType.ReadWrite);
  const setting = useSecondStep(canRead);
  const save = useSetSecondStep();
  if (access.isLoading || !canRead) return null;

  const handleChange = async (required: boolean) => {
    try {
      const reply = await save.mutateAsync(required);
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
    } catch {
      // The card shows the refusal.
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2">
            Second step at sign-in
          </Typography>
          <Typography color="text.secondary">
            After the password, everyone in the organisation enters a six-digit code: one e-mailed to them at
            each sign-in, valid for 10 minutes, or the code of their authenticator app when they have set one
            up on their profile page. People with an authenticator app are asked for its code even when this
            is off.
          </Typography>
          {setting.isPending && <Skeleton variant="rounded" width={260} height={38} />}
          {setting.isError && (
            <Alert severity="error">The setting could not be loaded: {setting.error.message}</Alert>
          )}
          {setting.data && (
            <FormControlLabel
              control={
                <Switch
                  checked={setting.data.Required}
                  disabled={!canChange || save.isPending}
                  onChange={(event) => void handleChange(event.target.checked)}
                />
              }
              label={SWITCH_LABEL}
            />
          )}
          {setting.data && !canChange && (
            <Typography variant="body2" color="text.secondary">
              Only people who may change users can change this setting.
            </Typography>
          )}
          {save.isError && (
            <Alert severity="error" role="alert">
              {save.error.message}
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
