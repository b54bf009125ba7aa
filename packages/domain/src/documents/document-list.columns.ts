import { defineListColumns } from "../lists/list-columns.ts";

/**
 * The document library's columns (DocumentManagement/Search): its grid and its server query. The file's type
 * is a choice among values for the list call, which also takes a text filter on it (as the grid sends).
 */
export const DOCUMENT_LIST_COLUMNS = defineListColumns({
  FileName: { label: "File name", type: "text" },
  FileType: { label: "Type", type: "set" },
  MediaCategory: { label: "Media category", type: "set" },
  Size: { label: "Size", type: "number" },
  CreatedOn: { label: "Added on", type: "date", showsTime: true },
  CreatedBy: { label: "Added by", type: "text" },
  EntityType: { label: "Record type", type: "set" },
  RecordLabel: { label: "Record", type: "text" },
});
