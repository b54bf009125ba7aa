import {
  AuditEntityType,
  diffChanges,
  type AuditChange,
  type AuditField,
  type LinkCreate,
  type LinkListQuery,
  type LinkListRow,
  type LinkUpdate,
  type ListReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { AppError, invalidFields, type AppFieldProblem } from "../../lib/errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { recordHistory, type AuditRecord } from "../audit/audit.service.ts";
import { isUniqueViolation } from "./location-access.ts";
import { locationEntry } from "./location-audit.ts";
import {
  deleteLink,
  findLink,
  findSameLink,
  insertLink,
  listLinks,
  updateLink,
  type LinkValues,
} from "./location-links.repository.ts";
import { findLocations, type LocationRecord } from "./location-records.repository.ts";

const DUPLICATE = "These two locations already have a link of this type.";

export const linkList = (
  ctx: AppContext,
  session: ActiveSession,
  query: LinkListQuery,
): Promise<ListReply<LinkListRow>> => listLinks(ctx.db, session.orgId, query);

/** Both ends must be locations of the caller's organisation (else a 400 naming the field). */
const readEnds = async (tx: Tx, orgId: number, from: number, to: number) => {
  const found = new Map((await findLocations(tx, orgId, [from, to])).map((r) => [r.id, r]));
  const problems: AppFieldProblem[] = [];
  if (!found.has(from))
    problems.push({ field: "FromLocationId", message: "no location with this id in your organisation" });
  if (!found.has(to))
    problems.push({ field: "ToLocationId", message: "no location with this id in your organisation" });
  if (problems.length > 0) throw invalidFields(problems);
  return { from: found.get(from)!, to: found.get(to)! };
};

type LinkSnapshot = { From: string; To: string; Type: string; Description: string | null };
const LINK_FIELDS: readonly AuditField<LinkSnapshot>[] = [
  { key: "From", label: "From" },
  { key: "To", label: "To" },
  { key: "Type", label: "Type" },
  { key: "Description", label: "Description" },
];
const snapshot = (
  from: LocationRecord | LinkListRow,
  to: LocationRecord | LinkListRow,
  v: LinkValues,
): LinkSnapshot => ({
  From: "name" in from ? from.name : from.FromName,
  To: "name" in to ? to.name : to.ToName,
  Type: v.linkType,
  Description: v.description,
});

/** The link's own entry and one in the history of each end. */
const linkEntries = (
  session: ActiveSession,
  at: Date,
  linkId: number,
  ends: { from: { id: number; name: string }; to: { id: number; name: string } },
  action: string,
  verb: string,
  type: string,
  changes: AuditChange[],
): AuditRecord[] => [
  {
    orgId: session.orgId,
    entityType: AuditEntityType.LocationLink,
    entityId: linkId,
    employeeId: session.employeeId,
    at,
    action,
    summary: `${type} link between '${ends.from.name}' and '${ends.to.name}' ${verb}`,
    changes,
  },
  ...[
    [ends.from, ends.to],
    [ends.to, ends.from],
  ].map(([self, other]) =>
    locationEntry(session.orgId, self!.id, session.employeeId, at, {
      action: `Link${action}`,
      summary: `${type} link to '${other!.name}' ${verb}`,
      changes,
    }),
  ),
];

const conflictOnRace = async <T>(run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", { message: DUPLICATE });
    throw err;
  }
};

const linkOrNotFound = async (ctx: AppContext, orgId: number, id: number): Promise<LinkListRow> => {
  const link = await findLink(ctx.db, orgId, id);
  if (!link) throw new AppError("NOT_FOUND");
  return link;
};

export const createLink = async (
  ctx: AppContext,
  session: ActiveSession,
  body: LinkCreate,
): Promise<LinkListRow> => {
  const now = ctx.now();
  const values: LinkValues = {
    fromLocationId: body.FromLocationId,
    toLocationId: body.ToLocationId,
    linkType: body.LinkType,
    description: body.Description ?? null,
  };
  const id = await conflictOnRace(() =>
    ctx.db.transaction(async (tx) => {
      const ends = await readEnds(tx, session.orgId, body.FromLocationId, body.ToLocationId);
      if (
        await findSameLink(tx, session.orgId, {
          from: values.fromLocationId,
          to: values.toLocationId,
          type: values.linkType,
        })
      )
        throw new AppError("CONFLICT", { message: DUPLICATE });
      const linkId = await insertLink(tx, session.orgId, {
        ...values,
        createdById: session.employeeId,
        at: now,
      });
      const changes = diffChanges({
        before: {},
        after: snapshot(ends.from, ends.to, values),
        fields: LINK_FIELDS,
      });
      await recordHistory(
        tx,
        linkEntries(session, now, linkId, ends, "Added", "added", values.linkType, changes),
      );
      return linkId;
    }),
  );
  return linkOrNotFound(ctx, session.orgId, id);
};

export const editLink = async (
  ctx: AppContext,
  session: ActiveSession,
  body: LinkUpdate,
): Promise<LinkListRow> => {
  const now = ctx.now();
  await conflictOnRace(() =>
    ctx.db.transaction(async (tx) => {
      const current = await findLink(tx, session.orgId, body.Id);
      if (!current) throw new AppError("NOT_FOUND");
      const values: LinkValues = {
        fromLocationId: body.FromLocationId ?? current.FromLocationId,
        toLocationId: body.ToLocationId ?? current.ToLocationId,
        linkType: body.LinkType ?? current.LinkType,
        description: body.Description === undefined ? current.Description : body.Description,
      };
      if (values.fromLocationId === values.toLocationId)
        throw invalidFields([{ field: "ToLocationId", message: "a location cannot be linked to itself" }]);
      const ends = await readEnds(tx, session.orgId, values.fromLocationId, values.toLocationId);
      const same = await findSameLink(tx, session.orgId, {
        from: values.fromLocationId,
        to: values.toLocationId,
        type: values.linkType,
        exceptId: current.Id,
      });
      if (same) throw new AppError("CONFLICT", { message: DUPLICATE });
      const before: LinkSnapshot = {
        From: current.FromName,
        To: current.ToName,
        Type: current.LinkType,
        Description: current.Description,
      };
      const changes = diffChanges({
        before,
        after: snapshot(ends.from, ends.to, values),
        fields: LINK_FIELDS,
      });
      if (changes.length === 0) return;
      await updateLink(tx, session.orgId, current.Id, { ...values, at: now });
      await recordHistory(
        tx,
        linkEntries(session, now, current.Id, ends, "Changed", "changed", values.linkType, changes),
      );
    }),
  );
  return linkOrNotFound(ctx, session.orgId, body.Id);
};

export const removeLink = async (ctx: AppContext, session: ActiveSession, id: number): Promise<void> => {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const link = await findLink(tx, session.orgId, id);
    if (!link) throw new AppError("NOT_FOUND");
    await deleteLink(tx, session.orgId, id);
    const ends = {
      from: { id: link.FromLocationId, name: link.FromName },
      to: { id: link.ToLocationId, name: link.ToName },
    };
    await recordHistory(tx, linkEntries(session, now, id, ends, "Removed", "removed", link.LinkType, []));
  });
};
