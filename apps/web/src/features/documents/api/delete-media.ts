import { DeleteMediaContract, type DeleteMediaReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../lib/use-invalidating-mutation.ts";
import { DOCUMENTS_KEY } from "./documents-keys.ts";

/** POST Media/Delete: the files (and their thumbnails). */
export const deleteMedia = (documentIds: number[]): Promise<DeleteMediaReply> =>
  callContract(DeleteMediaContract, { body: { DocumentIds: documentIds } });

export const useDeleteMedia = () => useInvalidatingMutation(deleteMedia, [DOCUMENTS_KEY]);
