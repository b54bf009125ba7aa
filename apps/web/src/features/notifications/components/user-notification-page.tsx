import { useState } from "react";
import { Alert, Box, List, ListItem, Stack, Switch, Typography } from "@mui/material";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { PageHeading } from "../../../components/ui/page-heading.tsx";
import { PageLoader } from "../../../components/ui/page-loader.tsx";
import { PaperSection } from "../../../components/ui/paper-section.tsx";
import { useUnsavedChangesPrompt } from "../../../components/ui/use-unsaved-changes-prompt.ts";
import { messageOf } from "../../../lib/form-errors.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useSession } from "../../auth/index.ts";
import { useNotificationModules } from "../api/get-notification-modules.ts";
import { useUserNotificationPreferences } from "../api/get-user-notification-preferences.ts";
import { usePersistUserNotificationPreferences } from "../api/persist-user-notification-preferences.ts";
import { groupByCategory } from "./notification-categories.ts";
import { SettingsSaveBar } from "./settings-save-bar.tsx";

export const NOT_OFFERED_TEXT = "Your role does not get this notification.";
export const PREFERENCES_SAVED_TEXT = "Your notification settings are saved.";

/** /UserNotification: which notifications I get, by category; kinds my role is not offered are shown off. */
export const UserNotificationPage = () => {
  const { user } = useSession();
  const preferences = useUserNotificationPreferences();
  const modules = useNotificationModules();
  const persist = usePersistUserNotificationPreferences();
  const [edits, setEdits] = useState<Readonly<Record<number, boolean>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const rows = preferences.data?.Preferences ?? [];
  const changes = rows.filter(
    (row) =>
      row.IsOffered &&
      edits[row.NotificationModuleId] !== undefined &&
      edits[row.NotificationModuleId] !== row.IsEnabled,
  );
  useUnsavedChangesPrompt(changes.length > 0);

  const handleSave = () => {
    setRefusal(null);
    persist.mutate(
      {
        ...(user ? { EmployeeId: user.EmployeeId, Email: user.Email } : {}),
        Preferences: changes.map((row) => ({
          NotificationModuleId: row.NotificationModuleId,
          IsEnabled: !row.IsEnabled,
        })),
      },
      {
        onSuccess: () => {
          setEdits({});
          showSnackbar({ message: PREFERENCES_SAVED_TEXT, severity: "success", durationMs: 4_000 });
        },
        onError: (error) => setRefusal(messageOf(error)),
      },
    );
  };

  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar
        entries={[
          { kind: "link", label: "Notifications", to: "/Notifications" },
          { kind: "text", label: "My notification settings" },
        ]}
      />
      <PageHeading spacing={1}>My notification settings</PageHeading>
      <Typography sx={{ color: "text.secondary", mb: 2 }}>
        Choose which notifications you get. Your organisation decides which ones your role is offered.
      </Typography>
      {preferences.isError ? (
        <Alert severity="error">{messageOf(preferences.error)}</Alert>
      ) : !preferences.data ? (
        <PageLoader />
      ) : (
        <>
          <Stack spacing={2}>
            {groupByCategory(rows, modules.data?.Categories).map((group) => (
              <PaperSection key={group.category} title={group.name} titleSpacing={0.5}>
                <List disablePadding aria-label={group.name}>
                  {group.rows.map((row) => {
                    const isOn = row.IsOffered && (edits[row.NotificationModuleId] ?? row.IsEnabled);
                    return (
                      <ListItem key={row.NotificationModuleId} divider sx={{ px: 0, gap: 2 }}>
                        <Box sx={{ flex: 1, minWidth: 0 }}>
                          <Typography
                            sx={{
                              fontWeight: 600,
                              fontSize: 14,
                              color: row.IsOffered ? "text.primary" : "text.disabled",
                            }}
                          >
                            {row.Name}
                          </Typography>
                          <Typography variant="body2" sx={{ color: "text.secondary" }}>
                            {row.Description}
                          </Typography>
                          {!row.IsOffered && (
                            <Typography
                              variant="caption"
                              sx={{ color: "text.secondary", fontStyle: "italic" }}
                            >
                              {NOT_OFFERED_TEXT}
                            </Typography>
                          )}
                        </Box>
                        <Switch
                          checked={isOn}
                          disabled={!row.IsOffered || persist.isPending}
                          onChange={(event) =>
                            setEdits((current) => ({
                              ...current,
                              [row.NotificationModuleId]: event.target.checked,
                            }))
                          }
                          slotProps={{ input: { "aria-label": row.Name } }}
                        />
                      </ListItem>
                    );
                  })}
                </List>
              </PaperSection>
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
      )}
    </Box>
  );
};
