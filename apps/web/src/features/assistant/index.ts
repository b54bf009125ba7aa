// The assistant feature's front door: other features import from here, never from its files.
export { AssistantHost } from "./components/assistant-host.tsx";
export { ChatPopupButton } from "./components/chat-popup-button.tsx";
