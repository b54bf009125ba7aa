import type { AssetListQuery, AssetListRow, ListReply } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { ActiveSession } from "../auth/session-store.ts";
import { listAssets } from "./assets.repository.ts";

/** The caller's organisation's assets, one page at a time. */
export const assetList = (
  ctx: AppContext,
  session: ActiveSession,
  query: AssetListQuery,
): Promise<ListReply<AssetListRow>> => listAssets(ctx.db, session.orgId, query);
