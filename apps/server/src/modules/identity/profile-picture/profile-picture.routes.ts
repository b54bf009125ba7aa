import type { FastifyInstance } from "fastify";
import {
  GetProfilePictureContract,
  UpdateEmployeeProfilePictureContract,
  UploadProfilePictureContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { registerContract } from "../../../lib/routes.ts";
import { loadProfilePicture, updateProfilePicture, uploadProfilePicture } from "./profile-picture.service.ts";

/** The caller's profile picture: upload, set or remove; and showing the pictures of the organisation's people. */
export const profilePictureRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, UploadProfilePictureContract, async ({ session, request }) =>
    uploadProfilePicture(ctx, session, request),
  );
  registerContract(app, ctx, UpdateEmployeeProfilePictureContract, async ({ body, session }) =>
    updateProfilePicture(ctx, session, body),
  );
  registerContract(app, ctx, GetProfilePictureContract, async ({ query, session, reply }) =>
    loadProfilePicture(ctx, session, query.path, reply),
  );
};
