import { AuditEntityType, type AuditEntityTypeValue } from "@fieldstead/domain";
import type { Db, Tx } from "../../db/client.ts";
import { recordHistory } from "../audit/audit.service.ts";

/** Attachments whose record keeps a history: adding or deleting a file shows there. */
const HISTORY_OF: Readonly<Record<string, AuditEntityTypeValue>> = {
  asset: AuditEntityType.Asset,
  location: AuditEntityType.Location,
};

const listed = (names: readonly string[]) =>
  names.length <= 3 ? names.join(", ") : `${names.slice(0, 3).join(", ")} and ${names.length - 3} more`;

/** One history line per record: "Added 2 files: a.jpg, b.pdf" / "Deleted 1 file: a.jpg". */
export const recordFileHistory = async (
  tx: Db | Tx,
  change: { orgId: number; employeeId: number; at: Date; action: "FilesAdded" | "FilesDeleted" },
  files: readonly { entityType: string; entityId: number; fileName: string }[],
): Promise<void> => {
  const byRecord = new Map<string, { entityType: AuditEntityTypeValue; entityId: number; names: string[] }>();
  for (const f of files) {
    const entityType = HISTORY_OF[f.entityType];
    if (!entityType) continue;
    const key = `${entityType}:${f.entityId}`;
    const record = byRecord.get(key) ?? { entityType, entityId: f.entityId, names: [] };
    record.names.push(f.fileName);
    byRecord.set(key, record);
  }
  const verb = change.action === "FilesAdded" ? "Added" : "Deleted";
  await recordHistory(
    tx,
    [...byRecord.values()].map((r) => ({
      orgId: change.orgId,
      entityType: r.entityType,
      entityId: r.entityId,
      action: change.action,
      summary: `${verb} ${r.names.length} ${r.names.length === 1 ? "file" : "files"}: ${listed(r.names)}`,
      employeeId: change.employeeId,
      at: change.at,
    })),
  );
};
