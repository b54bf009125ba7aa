// The imports feature's front door: other features import from here, never from its files.
export { downloadImportTemplate } from "./api/download-import-template.ts";
export { ImportButton } from "./components/import-button.tsx";
export { ImportFileSection } from "./components/import-file-section.tsx";
