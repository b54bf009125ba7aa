import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyRequest } from "fastify";
import {
  InviteImportOutcome,
  ResultCode,
  type ImportUsersReply,
  type InviteImportRowReport,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { AppError, invalidField, refusedFile } from "../../../lib/errors.ts";
import { checkContent } from "../../documents/media-content.check.ts";
import { receiveFiles } from "../../documents/media-upload.reader.ts";
import type { ImportFormat } from "../../imports/import-file.reader.ts";
import type { InviteFileRow } from "./invitation-import.task.ts";
import { listInviteRoles, type InviteRole } from "./invitations.repository.ts";
import { invitePerson, type Inviter } from "./invitations.service.ts";

const FORMATS: readonly ImportFormat[] = ["xlsx", "csv"];
/** The invite call's field names as the file's columns name them. */
const COLUMN_OF: Readonly<Record<string, string>> = {
  FirstName: "First name",
  LastName: "Last name",
  Email: "Email",
  RoleId: "Role",
  PhoneNumber: "Phone",
};

/** The one file of the request, refused (400 naming File) unless it is an .xlsx or .csv whose bytes say so. */
const receiveInviteFile = async (request: FastifyRequest, dir: string) => {
  const received = await receiveFiles(request, dir, FORMATS);
  const refusals = [...received.refusals, ...received.tooLarge];
  if (refusals.length > 0) throw refusedFile("File", refusals.join(" "));
  const [file, ...more] = received.files;
  if (!file || more.length > 0)
    throw invalidField("File", file ? "Send one file." : "Choose an .xlsx or .csv file.");
  const refusal = await checkContent(file.tmpPath, file.extension);
  if (refusal) throw invalidField("File", `'${file.fileName}' was refused: ${refusal}.`);
  return { path: file.tmpPath, format: file.extension as ImportFormat };
};

const nameKey = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

const refused = (
  row: InviteFileRow,
  problems: { Field: string; Message: string }[],
): InviteImportRowReport => ({
  Row: row.rowNumber,
  Email: row.email,
  FullName: row.fullName,
  Outcome: InviteImportOutcome.Refused,
  EmployeeId: null,
  Problems: problems,
});

/** One checked row invited by the add-user rules, or refused with the invite's reasons named by column. */
const inviteRow = async (
  ctx: AppContext,
  inviter: Inviter,
  row: InviteFileRow,
  roles: ReadonlyMap<string, InviteRole>,
): Promise<InviteImportRowReport> => {
  if (!row.row)
    return refused(
      row,
      row.problems.map((p) => ({ Field: p.Field, Message: p.Message })),
    );
  const role = roles.get(nameKey(row.row.Role));
  if (!role)
    return refused(row, [
      { Field: "Role", Message: `Your organisation has no role named '${row.row.Role}'.` },
    ]);
  try {
    const reply = await invitePerson(ctx, inviter, { ...row.row, RoleId: role.id });
    return {
      Row: row.rowNumber,
      Email: row.row.Email,
      FullName: row.fullName,
      Outcome: InviteImportOutcome.Invited,
      EmployeeId: reply.EmployeeId,
      Problems: [],
    };
  } catch (err) {
    if (!(err instanceof AppError) || !err.fields) throw err;
    return refused(
      row,
      err.fields.map((f) => ({ Field: COLUMN_OF[f.field] ?? f.field, Message: f.message })),
    );
  }
};

/**
 * Invites the people of one file: read and checked in a worker thread (a bad header, no rows or more than 1,000
 * refuse the file), then each row invited by the rules of one invitation, in its own transaction, so the good
 * rows are invited and every other row is reported with its reasons.
 */
export const importInvitations = async (
  ctx: AppContext,
  inviter: Inviter,
  request: FastifyRequest,
): Promise<ImportUsersReply> => {
  const dir = await mkdtemp(join(tmpdir(), "fs-invite-"));
  try {
    const file = await receiveInviteFile(request, dir);
    const read = await ctx.workers.run("readInvitationFile", file);
    if (!read.ok)
      throw refusedFile(
        "File",
        read.problems.map((p) => (p.Field ? `${p.Field}: ${p.Message}` : p.Message)).join(" "),
      );
    const roles = new Map(
      (await listInviteRoles(ctx.db, inviter.session.orgId)).map((r) => [nameKey(r.name), r] as const),
    );
    const rows: InviteImportRowReport[] = [];
    for (const row of read.rows) rows.push(await inviteRow(ctx, inviter, row, roles));
    const invited = rows.filter((r) => r.Outcome === InviteImportOutcome.Invited).length;
    const refusedCount = rows.length - invited;
    return {
      StatusCode: ResultCode.Success,
      StatusMessage: `${invited} ${invited === 1 ? "person" : "people"} invited; ${refusedCount} ${refusedCount === 1 ? "row" : "rows"} refused.`,
      Invited: invited,
      Refused: refusedCount,
      Rows: rows,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
