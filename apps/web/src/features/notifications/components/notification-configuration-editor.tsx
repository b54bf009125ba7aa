import { useState } from "react";
import { Alert, Stack } from "@mui/material";
import type { NotificationConfigurationRow } from "@fieldstead/domain";
import { PageLoader } from "../../../components/ui/page-loader.tsx";
import { useUnsavedChangesPrompt } from "../../../components/ui/use-unsaved-changes-prompt.ts";
import { messageOf } from "../../../lib/form-errors.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useNotificationConfiguration } from "../api/get-notification-configuration.ts";
import { useNotificationModules } from "../api/get-notification-modules.ts";
import { usePersistNotificationConfiguration } from "../api/persist-notification-configuration.ts";
import { groupByCategory } from "./notification-categories.ts";
import {
  configurationChanges,
  type ConfigurationEdits,
  type ConfigurationSetting,
} from "./notification-configuration.ts";
import { NotificationConfigurationTable } from "./notification-configuration-table.tsx";
import { SettingsSaveBar } from "./settings-save-bar.tsx";

export const CONFIGURATION_SAVED_TEXT = "Notification settings saved.";

/** The configuration grid by category, with Save (PersistNotificationResponse) and the unsaved-changes guard. */
export const NotificationConfigurationEditor = () => {
  const configuration = useNotificationConfiguration();
  const modules = useNotificationModules();
  const persist = usePersistNotificationConfiguration();
  const [edits, setEdits] = useState<ConfigurationEdits>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const data = configuration.data;
  const changes = data ? configurationChanges(data.Rows, edits) : [];
  useUnsavedChangesPrompt(changes.length > 0);

  if (configuration.isError) return <Alert severity="error">{messageOf(configuration.error)}</Alert>;
  if (!data) return <PageLoader />;

  const handleChange = (row: NotificationConfigurationRow, setting: ConfigurationSetting) =>
    setEdits((current) => ({ ...current, [row.NotificationModuleId]: setting }));
  const handleSave = () => {
    setRefusal(null);
    persist.mutate(
      { Settings: changes },
      {
        onSuccess: () => {
          setEdits({});
          showSnackbar({ message: CONFIGURATION_SAVED_TEXT, severity: "success", durationMs: 4_000 });
        },
        onError: (error) => setRefusal(messageOf(error)),
      },
    );
  };

  return (
    <>
      <Stack spacing={2}>
        {groupByCategory(data.Rows, modules.data?.Categories).map((group) => (
          <NotificationConfigurationTable
            key={group.category}
            title={group.name}
            rows={group.rows}
            roles={data.Roles}
            edits={edits}
            isDisabled={persist.isPending}
            onChange={handleChange}
          />
        ))}
      </Stack>
      <SettingsSaveBar
        changeCount={changes.length}
        isSaving={persist.isPending}
        refusal={refusal}
        onSave={handleSave}
        onDiscard={() => {
          setEdits({});
          setRefusal(null);
        }}
      />
    </>
  );
};
