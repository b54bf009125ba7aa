import {
  LocationLevel,
  extensionOf,
  fileTypeOf,
  mediaCategoryOf,
  type FileTypeValue,
  type MediaCategoryValue,
} from "@fieldstead/domain";
import { demoSampleFor } from "../modules/documents/demo-samples.catalogue.ts";
import { addDays, addHours, earliest, isoDate } from "./demo-dates.ts";
import type { Random } from "./demo-random.ts";

export type DocumentSeed = {
  entityType: "lease" | "asset" | "location" | "task" | "library";
  entityId: number;
  fileName: string;
  /** The shared sample file the document opens (storage key), its thumbnail, type and real size. */
  filePath: string;
  thumbPath: string | null;
  contentType: string;
  fileSize: number;
  mediaCategory: MediaCategoryValue;
  fileType: FileTypeValue;
  createdById: number;
  createdAt: Date;
};

export type DocLease = { id: number; leaseNumber: string; createdAt: Date };
export type DocAsset = {
  id: number;
  assetTag: string;
  label: string;
  manufacturer: string;
  model: string;
  createdAt: Date;
};
export type DocLocation = { id: number; name: string; levelId: number };
export type DocTask = {
  id: number;
  workOrderNumber: string;
  completedAt: Date | null;
  assigneeId: number | null;
};

type DocumentInput = {
  random: Random;
  now: Date;
  leases: readonly DocLease[];
  assets: readonly DocAsset[];
  locations: readonly DocLocation[];
  tasks: readonly DocTask[];
  /** The document library's folders (LIBRARY_FOLDERS, as written). */
  folders: readonly { id: number; name: string }[];
  /** Who files lease paperwork, and who files everything else when no technician did. */
  leaseClerkIds: readonly number[];
  officeIds: readonly number[];
  fieldIds: readonly number[];
  total: number;
};

/** The document library's folders and the papers filed in each. */
export const LIBRARY_FOLDERS: Readonly<Record<string, readonly string[]>> = {
  "Health and Safety": [
    "Health and Safety Policy 2026.pdf",
    "Lockout Tagout Procedure.docx",
    "Working at Height Checklist.xlsx",
  ],
  Contracts: ["HVAC Service Contract – Northwind Mechanical.pdf", "Elevator Maintenance Agreement.pdf"],
  Templates: ["Site Inspection Template.xlsx", "Incident Report Template.docx"],
};

export const buildDocuments = (input: DocumentInput): DocumentSeed[] => {
  const { random, now } = input;
  const docs: DocumentSeed[] = [];
  const add = (
    entityType: DocumentSeed["entityType"],
    entityId: number,
    fileName: string,
    by: number,
    at: Date,
  ) => {
    const extension = extensionOf(fileName);
    // Every demo document opens one of the shared sample files of its kind (pictures take turns).
    const sample = demoSampleFor(extension, docs.length);
    if (!sample) throw new Error(`no demo sample file for '${fileName}'`);
    const createdAt = earliest(at, addHours(now, -random.int(1, 72)));
    docs.push({
      entityType,
      entityId,
      fileName,
      filePath: sample.key,
      thumbPath: sample.thumbKey,
      contentType: sample.contentType,
      fileSize: sample.size,
      mediaCategory: mediaCategoryOf(extension) ?? "Misc",
      fileType: fileTypeOf(fileName),
      createdById: by,
      createdAt,
    });
  };
  const leaseClerk = () =>
    random.pick(input.leaseClerkIds.length > 0 ? input.leaseClerkIds : input.officeIds);
  const anyone = () => random.pick([...input.officeIds, ...input.fieldIds]);

  for (const lease of input.leases) {
    const signed = addDays(lease.createdAt, random.int(1, 10));
    add("lease", lease.id, `Lease Agreement – ${lease.leaseNumber}.pdf`, leaseClerk(), signed);
    if (random.chance(0.4))
      add(
        "lease",
        lease.id,
        `Certificate of Insurance – ${lease.leaseNumber}.pdf`,
        leaseClerk(),
        addDays(signed, random.int(3, 40)),
      );
    if (random.chance(0.2))
      add(
        "lease",
        lease.id,
        `First Amendment – ${lease.leaseNumber}.docx`,
        leaseClerk(),
        addDays(signed, random.int(90, 400)),
      );
  }
  for (const folder of input.folders)
    for (const fileName of LIBRARY_FOLDERS[folder.name] ?? [])
      add("library", folder.id, fileName, random.pick(input.officeIds), addDays(now, -random.int(30, 400)));

  // Every site has its photo, so a site's gallery opens on a picture.
  for (const site of input.locations.filter((l) => l.levelId === LocationLevel.Site))
    add(
      "location",
      site.id,
      `Site Photo – ${site.name}.jpg`,
      random.pick(input.officeIds),
      addDays(now, -random.int(20, 700)),
    );

  const remaining = Math.max(0, input.total - docs.length);

  for (const asset of random.sample(input.assets, Math.round(remaining * 0.35))) {
    // A picture is never dated after today.
    const at = earliest(addDays(asset.createdAt, random.int(0, 200)), now);
    const fileName = random.pick([
      `Inspection Photo ${isoDate(at)}.jpg`,
      `${asset.manufacturer} ${asset.model} Installation Manual.pdf`,
      `Warranty Certificate – ${asset.assetTag}.pdf`,
      `Nameplate – ${asset.label}.jpg`,
    ]);
    add("asset", asset.id, fileName, anyone(), at);
  }

  for (const location of random.sample(input.locations, Math.round(remaining * 0.2))) {
    const options =
      location.levelId === LocationLevel.Site
        ? [`Site Walkthrough – ${location.name}.jpg`, `Site Access Instructions – ${location.name}.docx`]
        : [
            `Floor Plan – ${location.name}.dxf`,
            `Emergency Evacuation Plan – ${location.name}.pdf`,
            `Space Survey – ${location.name}.xlsx`,
          ];
    add(
      "location",
      location.id,
      random.pick(options),
      random.pick(input.officeIds),
      addDays(now, -random.int(20, 700)),
    );
  }

  const finished = input.tasks.filter((t) => t.completedAt);
  for (const task of random.sample(finished, Math.max(0, input.total - docs.length))) {
    const fileName = random.pick([
      `Before – ${task.workOrderNumber}.jpg`,
      `After – ${task.workOrderNumber}.jpg`,
      `Service Report – ${task.workOrderNumber}.pdf`,
      `Technician Voice Note – ${task.workOrderNumber}.mp3`,
      `Readings – ${task.workOrderNumber}.xlsx`,
      `Customer Briefing – ${task.workOrderNumber}.pdf`,
    ]);
    const by = task.assigneeId ?? random.pick(input.officeIds);
    add("task", task.id, fileName, by, addHours(task.completedAt ?? now, random.int(0, 3)));
  }
  return docs;
};
