import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { AccessRightTypeId } from "@fieldstead/domain";
import { organisations } from "./organisations.schema.ts";
import { roles } from "./employees.schema.ts";

/** The product's module tree. A module is identified by its id and its parent's id (0 at the top). */
export const modules = pgTable(
  "modules",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    moduleId: integer("module_id").notNull(),
    parentId: integer("parent_id").notNull().default(0),
    moduleName: text("module_name").notNull(),
    alternateName: text("alternate_name"),
    url: text("url").notNull().default(""),
    isNewTab: boolean("is_new_tab").notNull().default(false),
    isExternalUrl: boolean("is_external_url").notNull().default(false),
    accessRightTypeId: integer("access_right_type_id").$type<AccessRightTypeId>().notNull().default(1),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [uniqueIndex("modules_module_parent_uq").on(t.moduleId, t.parentId)],
);

export const roleModulePermissions = pgTable(
  "role_module_permissions",
  {
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    moduleRef: integer("module_ref")
      .notNull()
      .references(() => modules.id),
    accessRightTypeId: integer("access_right_type_id").$type<AccessRightTypeId>().notNull(),
    enabled: boolean("enabled").notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.moduleRef] }), index("rmp_org_idx").on(t.orgId)],
);

/** Allowed route patterns per role; TypeId 1 is the navigation guard's list. */
export const routePermissions = pgTable(
  "route_permissions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    typeId: integer("type_id").notNull().default(1),
    url: text("url").notNull(),
  },
  (t) => [uniqueIndex("route_permissions_role_type_url_uq").on(t.roleId, t.typeId, t.url)],
);

/** Which role may move a task of a type from one status to another (portal-platform §3.5). */
export const statusTransitionPermissions = pgTable(
  "status_transition_permissions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    fromStatusId: integer("from_status_id").notNull(),
    toStatusId: integer("to_status_id").notNull(),
    taskTypeId: integer("task_type_id").notNull(),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    roleAccessId: integer("role_access_id").notNull().default(1),
    isEnabled: boolean("is_enabled").notNull().default(true),
  },
  (t) => [
    uniqueIndex("stp_uq").on(t.orgId, t.taskTypeId, t.fromStatusId, t.toStatusId, t.roleId),
    index("stp_role_idx").on(t.roleId),
  ],
);
