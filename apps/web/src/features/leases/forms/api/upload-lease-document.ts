import { UploadMediaContract, type MediaItem } from "@fieldstead/domain";
import { uploadContractFile } from "../../../../lib/file-calls.ts";
import { ApiError } from "../../../../lib/http.ts";
import { transfers } from "../../../../lib/transfers.ts";

/**
 * POST Media/Upload of one file to the lease's gallery (the upload every record uses), counted as a running
 * transfer so leaving the page asks first; answers the stored file.
 */
export const uploadLeaseDocument = async (leaseId: number, file: File): Promise<MediaItem | null> => {
  const end = transfers.begin();
  try {
    const reply = await uploadContractFile(UploadMediaContract, {
      query: { EntityType: "lease", EntityId: leaseId },
      file,
    });
    if (reply.StatusCode !== 0) throw new ApiError(400, reply.StatusMessage);
    return reply.Items[0] ?? null;
  } finally {
    end();
  }
};
