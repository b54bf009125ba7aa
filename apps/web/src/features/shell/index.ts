// The shell feature's front door: other features import from here, never from its files.
export { helpHandoff } from "./api/help-handoff.ts";
export { NotificationsButton } from "./components/notifications-button.tsx";
export { logShellFailure } from "./shell-log.ts";
