import type { DashboardData, DashboardParams } from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { AppError } from "../../../lib/errors.ts";
import { loadDashboardData } from "../dashboard-data.service.ts";
import { embedTokensFor, type VerifiedEmbedClaims } from "./embed-tokens.ts";

const paramsOf = ({ params }: VerifiedEmbedClaims): DashboardParams => ({
  ...(params.from ? { From: params.from } : {}),
  ...(params.to ? { To: params.to } : {}),
  ...(params.location ? { LocationId: params.location } : {}),
});

/**
 * An embedded dashboard's data, authorised by its signed token alone: the dashboard, the filters and the
 * organisation all come from the token. A token that is altered, signed with another key or expired is a 401
 * with the reason, and no data.
 */
export const embeddedDashboard = async (ctx: AppContext, token: string): Promise<DashboardData> => {
  const verified = await (await embedTokensFor(ctx)).verify(token);
  if (!verified.ok) throw new AppError("NOT_AUTHENTICATED", { message: verified.message });
  const { claims } = verified;
  return loadDashboardData(ctx, claims.org, claims.resource.dashboard, paramsOf(claims));
};
