// The notifications feature's front door: other features import from here, never from its files.
export { NotificationBell } from "./components/notification-bell.tsx";
