import CheckCircleOutlined from "@mui/icons-material/CheckCircleOutlined";
import RadioButtonUncheckedOutlined from "@mui/icons-material/RadioButtonUncheckedOutlined";
import { List, ListItem, ListItemIcon, ListItemText } from "@mui/material";
import { passwordRequirements, type PasswordPolicyInput } from "@fieldstead/domain";

export type PasswordRequirementsProps = PasswordPolicyInput;

/** The password policy, each requirement ticked as the person types (the server checks the same rules). */
export const PasswordRequirements = (props: PasswordRequirementsProps) => (
  <List dense aria-label="Password requirements" disablePadding>
    {passwordRequirements(props).map((requirement) => (
      <ListItem key={requirement.id} disableGutters sx={{ py: 0 }}>
        <ListItemIcon sx={{ minWidth: 28 }}>
          {requirement.isMet ? (
            <CheckCircleOutlined fontSize="small" color="success" titleAccess="met" />
          ) : (
            <RadioButtonUncheckedOutlined fontSize="small" color="disabled" titleAccess="not met yet" />
          )}
        </ListItemIcon>
        <ListItemText
          primary={requirement.label}
          slotProps={{
            primary: { variant: "body2", color: requirement.isMet ? "success.main" : "text.secondary" },
          }}
        />
      </ListItem>
    ))}
  </List>
);
