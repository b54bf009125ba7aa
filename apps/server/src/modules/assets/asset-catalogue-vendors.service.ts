import { and, eq } from "drizzle-orm";
import {
  AuditEntityType,
  diffChanges,
  type CatalogueDeleteReply,
  type CatalogueWriteReply,
  type PersistVendor,
  type VendorListRow,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { vendors } from "../../db/schema/index.ts";
import type { ActiveSession } from "../auth/session-store.ts";
import { toVendorRow } from "./asset-catalogue-lists.repository.ts";
import { findNameClash, findVendor, usage } from "./asset-catalogue.repository.ts";
import { blank, catalogueHistory, deleted, saved } from "./asset-catalogue.service.ts";
import { conflict, counted, notAllowedNow, notFound, refusingDuplicates } from "./assets.errors.ts";

const VENDOR_FIELDS = [
  { key: "name", label: "Name" },
  { key: "contactName", label: "Contact name" },
  { key: "email", label: "E-mail" },
  { key: "phone", label: "Phone" },
  { key: "website", label: "Website" },
  { key: "isActive", label: "Active", format: (v: unknown) => (v ? "Yes" : "No") },
] as const;

const vendorTaken = (name: string) => `A vendor named ${name} exists already.`;

/** Creates a vendor (no Id, or 0) or updates the one with the Id. */
export const persistVendor = (
  ctx: AppContext,
  session: ActiveSession,
  body: PersistVendor,
): Promise<CatalogueWriteReply<VendorListRow>> =>
  refusingDuplicates("Name", vendorTaken(body.Name), () =>
    ctx.db.transaction(async (tx) => {
      const id = body.Id ? body.Id : undefined;
      const before = id ? await findVendor(tx, session.orgId, id) : undefined;
      if (id && !before) throw notFound("Vendor");
      if (await findNameClash(tx, vendors, session.orgId, body.Name, id))
        throw conflict("Name", vendorTaken(body.Name));
      const values = {
        name: body.Name,
        contactName: blank(body.ContactName),
        email: blank(body.Email),
        phone: blank(body.Phone),
        website: blank(body.Website),
        isActive: body.IsActive,
      };
      const at = ctx.now();
      const type = AuditEntityType.Vendor;
      if (!before) {
        const [row] = await tx
          .insert(vendors)
          .values({ ...values, orgId: session.orgId, createdAt: at, updatedAt: at })
          .returning();
        await catalogueHistory(tx, session, at, {
          type,
          id: row!.id,
          action: "Created",
          summary: `Vendor ${body.Name} created`,
        });
        return saved<VendorListRow>(toVendorRow(row!, 0), "The vendor has been created.");
      }
      const [row] = await tx
        .update(vendors)
        .set({ ...values, updatedAt: at })
        .where(and(eq(vendors.orgId, session.orgId), eq(vendors.id, before.id)))
        .returning();
      const changes = diffChanges({ before, after: values, fields: VENDOR_FIELDS });
      if (changes.length > 0)
        await catalogueHistory(tx, session, at, {
          type,
          id: before.id,
          action: "Updated",
          summary: `Vendor ${body.Name} updated`,
          changes,
        });
      const used = await usage.assetsOfVendor(tx, session.orgId, before.id);
      return saved<VendorListRow>(toVendorRow(row!, used), "The vendor has been saved.");
    }),
  );

export const deleteVendor = (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<CatalogueDeleteReply> =>
  ctx.db.transaction(async (tx) => {
    const vendor = await findVendor(tx, session.orgId, id);
    if (!vendor) throw notFound("Vendor");
    const used = await usage.assetsOfVendor(tx, session.orgId, id);
    if (used > 0)
      throw notAllowedNow(
        `${counted(used, "asset")} ${used === 1 ? "was" : "were"} bought from ${vendor.name}; it cannot be deleted.`,
      );
    await tx.delete(vendors).where(and(eq(vendors.orgId, session.orgId), eq(vendors.id, id)));
    await catalogueHistory(tx, session, ctx.now(), {
      type: AuditEntityType.Vendor,
      id,
      action: "Deleted",
      summary: `Vendor ${vendor.name} deleted`,
    });
    return deleted(id, "The vendor has been deleted.");
  });
