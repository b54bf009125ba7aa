import type { LeaseDetail } from "@fieldstead/domain";
import { RecordGallery } from "../../../documents/index.ts";

export type LeaseDocumentsTabProps = { leaseId: number; lease: LeaseDetail };

/**
 * The Documents tab: the lease's agreements, scans and pictures in its gallery (the uploads every record
 * uses, MediaFormType Lease); uploading and deleting need the tab at read-write.
 */
export const LeaseDocumentsTab = ({ leaseId }: LeaseDocumentsTabProps) => (
  <RecordGallery entityType="lease" entityId={leaseId} />
);
