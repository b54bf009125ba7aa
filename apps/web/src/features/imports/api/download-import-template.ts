import { GetImportTemplateContract, type ImportKindId } from "@fieldstead/domain";
import { authHeaders, refusalOf } from "../../../lib/http.ts";
import { attachmentName, saveFile } from "../../../lib/save-file.ts";

/** GET Bulk/GetImportTemplate and hands the .xlsx to the browser as a download. */
export const downloadImportTemplate = async (kind: ImportKindId): Promise<void> => {
  const response = await fetch(`/api${GetImportTemplateContract.path}?ImportKind=${kind}`, {
    headers: authHeaders(),
    credentials: "include",
  });
  if (!response.ok) throw await refusalOf(response);
  saveFile({
    blob: await response.blob(),
    fileName: attachmentName(response.headers.get("content-disposition"), "Import_Template.xlsx"),
  });
};
