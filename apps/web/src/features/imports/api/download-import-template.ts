import { GetImportTemplateContract, type ImportKindId } from "@fieldstead/domain";
import { importHeaders, refusalOf } from "./import-request.ts";

/** GET Bulk/GetImportTemplate and hands the .xlsx to the browser as a download. */
export const downloadImportTemplate = async (kind: ImportKindId): Promise<void> => {
  const response = await fetch(`/api${GetImportTemplateContract.path}?ImportKind=${kind}`, {
    headers: importHeaders(),
    credentials: "include",
  });
  if (!response.ok) throw await refusalOf(response);
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name ?? "Import_Template.xlsx";
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
