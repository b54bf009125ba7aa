import {
  type AccessRightType,
  DOCUMENT_MODULES,
  DocumentEntityType,
  type DocumentEntityTypeValue,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";

type Level = typeof AccessRightType.ReadOnly | typeof AccessRightType.ReadWrite;

export const ENTITY_TYPES = Object.values(DocumentEntityType) as DocumentEntityTypeValue[];

/** Whether the caller's role holds the module that governs a kind of attachment, at a level. */
export const canUseDocuments = (
  ctx: AppContext,
  session: ActiveSession,
  entityType: DocumentEntityTypeValue,
  level: Level,
): Promise<boolean> =>
  ctx.permissions.roleAllows(session.orgId, session.roleId, {
    kind: "module",
    ...DOCUMENT_MODULES[entityType],
    level,
  });

/** A 403 unless the caller holds the governing module at the level. */
export const requireDocumentRight = async (
  ctx: AppContext,
  session: ActiveSession,
  entityType: DocumentEntityTypeValue,
  level: Level,
): Promise<void> => {
  if (!(await canUseDocuments(ctx, session, entityType, level))) throw new AppError("FORBIDDEN");
};

/** The kinds of attachment the caller may see (or change, at read-write). */
export const allowedEntityTypes = async (
  ctx: AppContext,
  session: ActiveSession,
  level: Level,
): Promise<DocumentEntityTypeValue[]> => {
  const allowed = await Promise.all(ENTITY_TYPES.map((t) => canUseDocuments(ctx, session, t, level)));
  return ENTITY_TYPES.filter((_, i) => allowed[i]);
};
