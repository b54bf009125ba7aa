import {
  AccessRightType,
  DocumentEntityTypeSchema,
  DOCUMENT_MODULES,
  EXPORT_KINDS,
  EXPORT_MAX_DOCUMENT_ROWS,
  ExportKind,
  exportFileName,
  type ExportFormatValue,
  type ListQuery,
  type StartExportSchema,
} from "@fieldstead/domain";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { AppError, invalidField, invalidFields } from "../../lib/errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { chooseColumns, fileStamp, type ExportColumn, type ListExportKind } from "./export-columns.ts";
import { countRows, fileLabelOf, listAccessOf, parseListQuery } from "./export-sources.ts";
import { readRecordFiles } from "./exports.repository.ts";
import type { ZipEntry } from "./writers/media-zip-writer.ts";

type PlanBase = { title: string; fileName: string; startedAt: Date };

/** Everything an export needs once it has been checked: what to read, which columns, and the file's name. */
export type ExportPlan =
  | (PlanBase & {
      kind: ListExportKind;
      format: Exclude<ExportFormatValue, "zip">;
      query: ListQuery;
      columns: ExportColumn[];
      total: number;
    })
  | (PlanBase & { kind: typeof ExportKind.Media; format: "zip"; entries: ZipEntry[] });

type Start = z.output<typeof StartExportSchema>;

const MediaQuerySchema = z.object({
  EntityType: DocumentEntityTypeSchema,
  EntityId: z.number().int().positive(),
});

const forbidden = () => new AppError("FORBIDDEN");

const planMedia = async (ctx: AppContext, session: ActiveSession, body: Start, base: PlanBase) => {
  const parsed = MediaQuerySchema.safeParse(body.Query);
  if (!parsed.success)
    throw invalidFields(
      parsed.error.issues.map((i) => ({
        field: ["Query", ...i.path.map(String)].join("."),
        message: i.message,
      })),
    );
  const { EntityType, EntityId } = parsed.data;
  const module = DOCUMENT_MODULES[EntityType];
  const allowed = await ctx.permissions.roleAllows(session.orgId, session.roleId, {
    kind: "module",
    ...module,
    level: AccessRightType.ReadOnly,
  });
  if (!allowed) throw forbidden();
  const entries = await readRecordFiles(ctx.db, session.orgId, EntityType, EntityId);
  if (entries.length === 0)
    throw new AppError("NOT_FOUND", { message: "This record has no files to download." });
  return { ...base, kind: ExportKind.Media, format: "zip" as const, entries };
};

const planList = async (
  ctx: AppContext,
  session: ActiveSession,
  body: Start,
  kind: ListExportKind,
  base: PlanBase,
): Promise<ExportPlan> => {
  const info = EXPORT_KINDS[kind];
  const rights = [
    { kind: "module" as const, ...info.module, level: info.level ?? AccessRightType.ReadWrite },
    listAccessOf(kind),
  ];
  for (const access of rights)
    if (!(await ctx.permissions.roleAllows(session.orgId, session.roleId, access))) throw forbidden();
  const choice = chooseColumns(kind, body.Columns);
  if (!choice.ok) throw invalidField(`Columns.${choice.index}`, `no column named '${choice.id}'`);
  const query = parseListQuery(kind, body.Query);
  const total = await countRows(ctx, session, kind, query);
  if (body.Format !== "xlsx" && total > EXPORT_MAX_DOCUMENT_ROWS)
    throw invalidField(
      "Format",
      `A ${body.Format === "pdf" ? "PDF" : "Word"} export holds at most ${EXPORT_MAX_DOCUMENT_ROWS.toLocaleString("en-US")} rows and these filters select ${total.toLocaleString("en-US")}: narrow the filters, or export to Excel.`,
    );
  const label = await fileLabelOf(ctx, session, kind, query);
  const fileName =
    label === null ? base.fileName : exportFileName(kind, fileStamp(base.startedAt), body.Format, label);
  return { ...base, fileName, kind, format: body.Format as "xlsx", query, columns: choice.columns, total };
};

/** Checks an export request (rights, format, query, columns, size) and plans it; refusals are 400/403/404. */
export const planExport = async (
  ctx: AppContext,
  session: ActiveSession,
  body: Start,
): Promise<ExportPlan> => {
  const info = EXPORT_KINDS[body.ExportKind];
  if (!info.formats.includes(body.Format))
    throw invalidField("Format", `${info.title} exports are ${info.formats.join(", ")}, not ${body.Format}`);
  const startedAt = ctx.now();
  const base = {
    title: info.title,
    fileName: exportFileName(body.ExportKind, fileStamp(startedAt), body.Format),
    startedAt,
  };
  if (body.ExportKind === ExportKind.Media) return planMedia(ctx, session, body, base);
  return planList(ctx, session, body, body.ExportKind, base);
};
