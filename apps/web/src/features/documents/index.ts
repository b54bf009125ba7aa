// The documents feature's front door: other features import from here, never from its files.
export { RecordGallery } from "./components/record-gallery.tsx";
