// The exports feature's front door: other features import from here, never from its files.
export { ExportButton } from "./components/export-button.tsx";
export { ExportFileButton } from "./components/export-file-button.tsx";
export { MediaZipButton } from "./components/media-zip-button.tsx";
