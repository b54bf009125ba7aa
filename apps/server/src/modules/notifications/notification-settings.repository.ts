import { asc, eq, sql } from "drizzle-orm";
import type { NotificationKindId } from "@fieldstead/domain";
import type { Db, Tx } from "../../db/client.ts";
import { notificationPreferences, notificationSettings, roles } from "../../db/schema/index.ts";

export type RoleOption = { id: number; name: string };
export type StoredSetting = { kindId: NotificationKindId; isEnabled: boolean; roleIds: number[] | null };
export type StoredPreference = { kindId: NotificationKindId; isEnabled: boolean };

/** The organisation's roles, by name. */
export const listOrgRoles = (db: Db | Tx, orgId: number): Promise<RoleOption[]> =>
  db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(eq(roles.orgId, orgId))
    .orderBy(asc(roles.name), asc(roles.id));

/** The kinds the organisation has configured (a kind without a row is on for every role). */
export const listOrgSettings = (db: Db | Tx, orgId: number): Promise<StoredSetting[]> =>
  db
    .select({
      kindId: notificationSettings.kindId,
      isEnabled: notificationSettings.isEnabled,
      roleIds: notificationSettings.roleIds,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.orgId, orgId));

/** Saves the organisation's configuration of these kinds, replacing what was there. */
export const upsertOrgSettings = async (
  tx: Tx,
  orgId: number,
  settings: readonly StoredSetting[],
  at: Date,
): Promise<void> => {
  if (settings.length === 0) return;
  await tx
    .insert(notificationSettings)
    .values(
      settings.map((s) => ({
        orgId,
        kindId: s.kindId,
        isEnabled: s.isEnabled,
        roleIds: s.roleIds,
        updatedAt: at,
      })),
    )
    .onConflictDoUpdate({
      target: [notificationSettings.orgId, notificationSettings.kindId],
      set: {
        isEnabled: sql`excluded.is_enabled`,
        roleIds: sql`excluded.role_ids`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
};

/** A person's own choices (a kind without a row is on). */
export const listPreferences = (db: Db | Tx, employeeId: number): Promise<StoredPreference[]> =>
  db
    .select({ kindId: notificationPreferences.kindId, isEnabled: notificationPreferences.isEnabled })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.employeeId, employeeId));

export const upsertPreferences = async (
  tx: Tx,
  employeeId: number,
  preferences: readonly StoredPreference[],
): Promise<void> => {
  if (preferences.length === 0) return;
  await tx
    .insert(notificationPreferences)
    .values(preferences.map((p) => ({ employeeId, kindId: p.kindId, isEnabled: p.isEnabled })))
    .onConflictDoUpdate({
      target: [notificationPreferences.employeeId, notificationPreferences.kindId],
      set: { isEnabled: sql`excluded.is_enabled` },
    });
};
