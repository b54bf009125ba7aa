import {
  AuditEntityType,
  diffChanges,
  type CreateManufacturer,
  type ManufacturerListRow,
  type UpdateManufacturer,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { toManufacturerRow } from "./asset-catalogue-lists.repository.ts";
import {
  findManufacturer,
  findNameClash,
  renameManufacturerOnAssets,
  usage,
} from "./asset-catalogue.repository.ts";
import { blank, catalogueRecords, saved } from "./asset-catalogue.service.ts";
import { conflict, counted, notFound, refusingDuplicates } from "../assets.errors.ts";

const MANUFACTURER = catalogueRecords({
  table: "manufacturer",
  noun: "Manufacturer",
  type: AuditEntityType.Manufacturer,
  find: findManufacturer,
  label: (m) => m.name,
});

const MANUFACTURER_FIELDS = [
  { key: "name", label: "Name" },
  { key: "website", label: "Website" },
] as const;

const manufacturerTaken = (name: string) => `A manufacturer named ${name} exists already.`;

export const createManufacturer = (ctx: AppContext, session: ActiveSession, body: CreateManufacturer) =>
  refusingDuplicates("Name", manufacturerTaken(body.Name), () =>
    ctx.db.transaction(async (tx) => {
      if (await findNameClash(tx, "manufacturer", session.orgId, body.Name))
        throw conflict("Name", manufacturerTaken(body.Name));
      const row = await MANUFACTURER.create(
        tx,
        session,
        ctx.now(),
        { name: body.Name, website: blank(body.Website) },
        `Manufacturer ${body.Name} created`,
      );
      return saved<ManufacturerListRow>(toManufacturerRow(row, 0), "The manufacturer has been created.");
    }),
  );

export const updateManufacturer = (ctx: AppContext, session: ActiveSession, body: UpdateManufacturer) =>
  refusingDuplicates("Name", manufacturerTaken(body.Name), () =>
    ctx.db.transaction(async (tx) => {
      const before = await findManufacturer(tx, session.orgId, body.Id);
      if (!before) throw notFound("Manufacturer");
      if (await findNameClash(tx, "manufacturer", session.orgId, body.Name, body.Id))
        throw conflict("Name", manufacturerTaken(body.Name));
      const after = { name: body.Name, website: blank(body.Website) };
      const row = await MANUFACTURER.change(tx, session, ctx.now(), body.Id, after, {
        summary: `Manufacturer ${body.Name} updated`,
        changes: diffChanges({ before, after, fields: MANUFACTURER_FIELDS }),
      });
      if (before.name !== body.Name) await renameManufacturerOnAssets(tx, session.orgId, body.Id, body.Name);
      const parts = await usage.partsOfManufacturer(tx, session.orgId, body.Id);
      return saved<ManufacturerListRow>(toManufacturerRow(row, parts), "The manufacturer has been saved.");
    }),
  );

export const deleteManufacturer = (ctx: AppContext, session: ActiveSession, id: number) =>
  MANUFACTURER.remove(ctx, session, id, async (tx, maker) => {
    const parts = await usage.partsOfManufacturer(tx, session.orgId, id);
    return parts > 0
      ? `${counted(parts, "part")} of the catalogue ${parts === 1 ? "is" : "are"} made by ${maker.name}; it cannot be deleted.`
      : null;
  });
