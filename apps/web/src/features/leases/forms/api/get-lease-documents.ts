import { queryOptions, useQuery } from "@tanstack/react-query";
import { GALLERY_PAGE_SIZE, GetMediaFieldsContract, MediaFormType, type MediaItem } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

/**
 * The lease's files a File field may point to, under the documents' root key: every upload (here or on the
 * Documents tab) reads the documents' queries again, this one with them.
 */
export const DOCUMENTS_ROOT_KEY = ["documents"] as const;
export const leaseDocumentsKey = (leaseId: number) => [...DOCUMENTS_ROOT_KEY, "lease-form", leaseId] as const;

/** POST FormBuilder/GetMediaFields for the lease (MediaFormType Lease): its newest files, one page. */
export const getLeaseDocuments = async (leaseId: number): Promise<MediaItem[]> =>
  (
    await callContract(GetMediaFieldsContract, {
      body: {
        FormTypeID: MediaFormType.Lease,
        PrimaryId: leaseId,
        PageNumber: 1,
        PageSize: GALLERY_PAGE_SIZE,
      },
      isSilent: true,
    })
  ).MediaFields;

export const leaseDocumentsQuery = (leaseId: number) =>
  queryOptions({ queryKey: leaseDocumentsKey(leaseId), queryFn: () => getLeaseDocuments(leaseId) });

export const useLeaseDocuments = (leaseId: number, isEnabled: boolean) =>
  useQuery({ ...leaseDocumentsQuery(leaseId), enabled: isEnabled });
