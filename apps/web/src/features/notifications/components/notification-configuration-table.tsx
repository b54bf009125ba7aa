import {
  Checkbox,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import type { NotificationConfigurationReply, NotificationConfigurationRow } from "@fieldstead/domain";
import { PaperSection } from "../../../components/ui/paper-section.tsx";
import {
  settingOf,
  withRole,
  type ConfigurationEdits,
  type ConfigurationSetting,
} from "./notification-configuration.ts";

export type NotificationConfigurationTableProps = {
  title: string;
  rows: readonly NotificationConfigurationRow[];
  roles: NotificationConfigurationReply["Roles"];
  edits: ConfigurationEdits;
  isDisabled: boolean;
  onChange: (row: NotificationConfigurationRow, setting: ConfigurationSetting) => void;
};

/** One category of the organisation's configuration: per kind an on/off switch and the roles that get it. */
export const NotificationConfigurationTable = ({
  title,
  rows,
  roles,
  edits,
  isDisabled,
  onChange,
}: NotificationConfigurationTableProps) => (
  <PaperSection title={title}>
    <TableContainer>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ minWidth: 240 }}>Notification</TableCell>
            <TableCell align="center">On</TableCell>
            {roles.map((role) => (
              <TableCell key={role.RoleId} align="center" sx={{ whiteSpace: "nowrap" }}>
                {role.RoleName}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const setting = settingOf(row, edits);
            return (
              <TableRow key={row.NotificationModuleId} hover>
                <TableCell component="th" scope="row">
                  <Typography sx={{ fontWeight: 600, fontSize: 14 }}>{row.Name}</Typography>
                  <Typography variant="body2" sx={{ color: "text.secondary" }}>
                    {row.Description}
                  </Typography>
                </TableCell>
                <TableCell align="center">
                  <Switch
                    checked={setting.IsEnabled}
                    disabled={isDisabled}
                    onChange={(event) => onChange(row, { ...setting, IsEnabled: event.target.checked })}
                    slotProps={{ input: { "aria-label": `${row.Name}: on` } }}
                  />
                </TableCell>
                {roles.map((role) => (
                  <TableCell key={role.RoleId} align="center">
                    <Checkbox
                      checked={setting.RoleIds.includes(role.RoleId)}
                      disabled={isDisabled || !setting.IsEnabled}
                      onChange={(event) =>
                        onChange(row, withRole(setting, role.RoleId, event.target.checked))
                      }
                      slotProps={{ input: { "aria-label": `${row.Name}: ${role.RoleName}` } }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  </PaperSection>
);
