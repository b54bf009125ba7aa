// The identity feature's front door: other features import from here, never from its files.
export { PasswordRequirements } from "./password/password-requirements.tsx";
export { AddUserDialog, type InviteRoleOption } from "./invitations/components/add-user-dialog.tsx";
export { ImportUsersDialog } from "./invitations/components/import-users-dialog.tsx";
export { resendInvitation } from "./invitations/api/resend-invitation.ts";
export { sendPasswordResetLink } from "./invitations/api/send-password-reset-link.ts";
export { removeUserAuthenticator } from "./second-step/api/remove-user-authenticator.ts";
