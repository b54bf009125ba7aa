import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import sharp from "sharp";
import {
  PROFILE_PICTURE,
  ResultCode,
  isOrganisationProfilePicture,
  isOwnProfilePicture,
  profilePictureFolder,
  type UpdateProfilePictureReply,
  type UpdateProfilePictureRequest,
  type UploadProfilePictureReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { AppError, invalidField, refusedFile } from "../../../lib/errors.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { checkContent } from "../../documents/media-content.check.ts";
import { receiveFiles } from "../../documents/media-upload.reader.ts";
import { replaceProfilePicturePath } from "./profile-picture.repository.ts";

const MAX_MB = PROFILE_PICTURE.maxUploadBytes / (1024 * 1024);
/** A picture larger than this many pixels is refused before it is decoded (a small file can hold a huge one). */
const MAX_INPUT_PIXELS = 40_000_000;

/** The picture re-encoded: square, 256 px, a JPEG on white, with nothing of the sent file's metadata kept. */
const reencode = async (path: string): Promise<Buffer> =>
  sharp(path, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    .rotate()
    .resize(PROFILE_PICTURE.sizePx, PROFILE_PICTURE.sizePx, { fit: "cover" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 88 })
    .toBuffer();

/**
 * Employee/UploadProfilePicture: one JPEG or PNG, checked as every upload is (extension, size, content sniffed),
 * then re-encoded and kept in the caller's own picture folder; answers its path for UpdateEmployeeProfilePicture.
 */
export const uploadProfilePicture = async (
  ctx: AppContext,
  session: ActiveSession,
  request: FastifyRequest,
): Promise<UploadProfilePictureReply> => {
  const dir = await mkdtemp(join(tmpdir(), "fs-picture-"));
  try {
    const received = await receiveFiles(request, dir, PROFILE_PICTURE.extensions);
    if (received.tooLarge.length > 0)
      throw new AppError("TOO_LARGE", { message: `The picture is larger than the ${MAX_MB} MB limit.` });
    if (received.refusals.length > 0)
      throw refusedFile("file", received.refusals.map((r) => `${r}.`).join(" "));
    const [file, ...others] = received.files;
    if (!file || others.length > 0) throw invalidField("file", "Choose one picture.");
    if (file.size > PROFILE_PICTURE.maxUploadBytes)
      throw new AppError("TOO_LARGE", { message: `The picture is larger than the ${MAX_MB} MB limit.` });
    const problem = await checkContent(file.tmpPath, file.extension);
    if (problem) throw refusedFile("file", `'${file.fileName}' was refused: ${problem}.`);
    const picture = await reencode(file.tmpPath).catch(() => {
      throw refusedFile("file", `'${file.fileName}' was refused: it could not be read as a picture.`);
    });
    const key = `${profilePictureFolder(session)}${randomUUID()}.jpg`;
    await ctx.storage.putBuffer(key, picture, "image/jpeg");
    return { StatusCode: ResultCode.Success, StatusMessage: "Picture uploaded.", ImagePath: key };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/**
 * Employee/UpdateEmployeeProfilePicture: only one's own picture, and only a picture one uploaded for it (a path
 * in one's own picture folder that is stored); the replaced picture is deleted.
 */
export const updateProfilePicture = async (
  ctx: AppContext,
  session: ActiveSession,
  body: UpdateProfilePictureRequest,
): Promise<UpdateProfilePictureReply> => {
  if (body.EmpId !== session.employeeId) throw new AppError("FORBIDDEN");
  const path = body.ImagePath ? body.ImagePath : null;
  const owner = { orgId: session.orgId, employeeId: session.employeeId };
  if (path !== null && !(isOwnProfilePicture({ path, ...owner }) && (await ctx.storage.exists(path))))
    throw invalidField(
      "ImagePath",
      "must be a picture you uploaded for your profile (Employee/UploadProfilePicture)",
    );
  const replaced = await replaceProfilePicturePath(ctx.db, session.orgId, session.employeeId, path);
  if (!replaced) throw new AppError("NOT_FOUND");
  const { previous } = replaced;
  if (previous && previous !== path && isOwnProfilePicture({ path: previous, ...owner }))
    await ctx.storage
      .delete([previous])
      .catch((err: unknown) => ctx.logger.warn({ err }, "a replaced profile picture was not deleted"));
  return {
    StatusCode: ResultCode.Success,
    StatusMessage: path ? "Your picture has been saved." : "Your picture has been removed.",
    ProfilePicturePath: path,
  };
};

/** Employee/ProfilePicture: a picture of the caller's organisation; its path never changes, so it is cached. */
export const loadProfilePicture = async (
  ctx: AppContext,
  session: ActiveSession,
  path: string,
  reply: FastifyReply,
): Promise<FastifyReply> => {
  const notFound = new AppError("NOT_FOUND", { message: "The picture was not found." });
  if (!isOrganisationProfilePicture({ path, orgId: session.orgId })) throw notFound;
  const stored = await ctx.storage.get(path);
  if (!stored) throw notFound;
  reply.headers({
    "content-type": stored.object.contentType,
    "content-length": String(stored.object.size),
    "cache-control": "private, max-age=31536000, immutable",
    "x-content-type-options": "nosniff",
  });
  return reply.send(stored.body);
};
