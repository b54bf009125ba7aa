import { SearchDocumentsContract } from "@fieldstead/domain";
import { listPageCall } from "../../../lib/http.ts";

/** POST DocumentManagement/Search: a page of every file the caller may see (the library grid's rows). */
export const searchDocuments = listPageCall(SearchDocumentsContract);
