import { GetImportTemplateContract, type ImportKindId } from "@fieldstead/domain";
import { fetchContractFile } from "../../../lib/file-calls.ts";
import { saveFile } from "../../../lib/save-file.ts";

/** GET Bulk/GetImportTemplate and hands the .xlsx to the browser as a download. */
export const downloadImportTemplate = async (kind: ImportKindId): Promise<void> =>
  saveFile(
    await fetchContractFile(GetImportTemplateContract, {
      query: { ImportKind: kind },
      fallbackName: "Import_Template.xlsx",
    }),
  );
