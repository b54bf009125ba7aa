import {
  AuditEntityType,
  diffChanges,
  type CatalogueDeleteReply,
  type CatalogueWriteReply,
  type PersistVendor,
  type VendorListRow,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { toVendorRow } from "./asset-catalogue-lists.repository.ts";
import { findNameClash, findVendor, usage } from "./asset-catalogue.repository.ts";
import { blank, catalogueRecords, saved, yesNo } from "./asset-catalogue.service.ts";
import { conflict, counted, notFound, refusingDuplicates } from "../assets.errors.ts";

const VENDOR = catalogueRecords({
  table: "vendor",
  noun: "Vendor",
  type: AuditEntityType.Vendor,
  find: findVendor,
  label: (v) => v.name,
});

const VENDOR_FIELDS = [
  { key: "name", label: "Name" },
  { key: "contactName", label: "Contact name" },
  { key: "email", label: "E-mail" },
  { key: "phone", label: "Phone" },
  { key: "website", label: "Website" },
  { key: "isActive", label: "Active", format: yesNo },
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
      if (await findNameClash(tx, "vendor", session.orgId, body.Name, id))
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
      if (!before) {
        const row = await VENDOR.create(tx, session, at, values, `Vendor ${body.Name} created`);
        return saved<VendorListRow>(toVendorRow(row, 0), "The vendor has been created.");
      }
      const row = await VENDOR.change(tx, session, at, before.id, values, {
        summary: `Vendor ${body.Name} updated`,
        changes: diffChanges({ before, after: values, fields: VENDOR_FIELDS }),
      });
      const used = await usage.assetsOfVendor(tx, session.orgId, before.id);
      return saved<VendorListRow>(toVendorRow(row, used), "The vendor has been saved.");
    }),
  );

export const deleteVendor = (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<CatalogueDeleteReply> =>
  VENDOR.remove(ctx, session, id, async (tx, vendor) => {
    const used = await usage.assetsOfVendor(tx, session.orgId, id);
    return used > 0
      ? `${counted(used, "asset")} ${used === 1 ? "was" : "were"} bought from ${vendor.name}; it cannot be deleted.`
      : null;
  });
