import { entraTenantOf, type SaveSingleSignOn, type SingleSignOnSettings } from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { invalidField } from "../../../lib/errors.ts";
import {
  domainsClaimedElsewhere,
  domainsOfOtherPeople,
  findConnection,
  listRoles,
  saveConnection,
} from "./single-sign-on.repository.ts";
import { discoveryFailureReason, providerConfiguration } from "./sso-provider.ts";

/** GET Settings/GetSingleSignOn: the connection without its secret, the redirect URI and the roles. */
export const getSingleSignOnSettings = async (
  ctx: AppContext,
  orgId: number,
  redirectUri: string,
): Promise<SingleSignOnSettings> => {
  const [connection, roles] = await Promise.all([findConnection(ctx.db, orgId), listRoles(ctx.db, orgId)]);
  return {
    IsConfigured: connection !== undefined,
    Provider: connection?.kind ?? "entra",
    TenantId: connection?.kind === "entra" ? entraTenantOf(connection.issuerUrl) : "",
    IssuerUrl: connection?.issuerUrl ?? "",
    DisplayName: connection?.displayName ?? "",
    ClientId: connection?.clientId ?? "",
    HasClientSecret: (connection?.clientSecretEncrypted ?? "") !== "",
    AllowedDomains: connection?.allowedDomains ?? [],
    Enabled: connection?.enabled ?? false,
    JitEnabled: (connection?.jitRoleId ?? null) !== null,
    JitRoleId: connection?.jitRoleId ?? null,
    RedirectUri: redirectUri,
    Roles: roles.map((r) => ({ RoleId: r.id, RoleName: r.name, IsEnabled: r.enabled })),
    UpdatedOn: connection?.updatedAt.toISOString() ?? null,
  };
};

/**
 * POST Settings/SaveSingleSignOn: checks the default role, the domains (one organisation's each) and the
 * issuer's discovery document, then keeps the connection with its client secret encrypted.
 */
export const saveSingleSignOnSettings = async (
  ctx: AppContext,
  orgId: number,
  input: SaveSingleSignOn,
  redirectUri: string,
): Promise<SingleSignOnSettings> => {
  const existing = await findConnection(ctx.db, orgId);
  if (input.JitRoleId !== null) {
    const role = (await listRoles(ctx.db, orgId)).find((r) => r.id === input.JitRoleId);
    if (!role) throw invalidField("JitRoleId", "is not a role of your organisation");
    if (!role.enabled) throw invalidField("JitRoleId", `the role ${role.name} is disabled`);
  }
  // A domain signs in with one organisation's provider, and never one whose people belong to another.
  const claimed = await domainsClaimedElsewhere(ctx.db, orgId, input.AllowedDomains);
  if (claimed.length > 0)
    throw invalidField(
      "AllowedDomains",
      `${claimed.join(", ")} already signs in with another organisation's single sign-on`,
    );
  const othersPeople = await domainsOfOtherPeople(ctx.db, orgId, input.AllowedDomains);
  if (othersPeople.length > 0)
    throw invalidField(
      "AllowedDomains",
      `${othersPeople.join(", ")} is the e-mail domain of another organisation`,
    );

  const isNewSecret = input.ClientSecret !== "" || !existing;
  const secret = isNewSecret
    ? input.ClientSecret
    : await ctx.encryption.decrypt(existing.clientSecretEncrypted);
  if (secret === null || secret === "") throw invalidField("ClientSecret", "is required");
  try {
    await providerConfiguration(
      { kind: input.Provider, issuerUrl: input.IssuerUrl, clientId: input.ClientId, clientSecret: secret },
      { fresh: true },
    );
  } catch (err) {
    throw invalidField(
      input.Provider === "entra" ? "TenantId" : "IssuerUrl",
      `the issuer's discovery document could not be read: ${discoveryFailureReason(err)}`,
    );
  }
  await saveConnection(
    ctx.db,
    {
      orgId,
      kind: input.Provider,
      displayName: input.DisplayName,
      issuerUrl: input.IssuerUrl,
      clientId: input.ClientId,
      clientSecretEncrypted: isNewSecret
        ? await ctx.encryption.encrypt(secret)
        : existing.clientSecretEncrypted,
      allowedDomains: input.AllowedDomains,
      enabled: input.Enabled,
      jitRoleId: input.JitRoleId,
    },
    ctx.now(),
  );
  return getSingleSignOnSettings(ctx, orgId, redirectUri);
};
