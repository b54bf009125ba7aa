import {
  ResultCode,
  emailDomainOf,
  ssoStartUrl,
  type ClientRegisteredDbReply,
  type SignInMethodsReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { findEnabledConnectionByDomain } from "./single-sign-on.repository.ts";

/**
 * The sign-in methods of an e-mail address, from its domain alone: the person's own row is never read, so an
 * address someone has and one nobody has get the same answer in the same time. A password is always offered.
 */
const methodsOf = async (ctx: AppContext, email: string) => {
  const connection = await findEnabledConnectionByDomain(ctx.db, emailDomainOf(email));
  const methods: SignInMethodsReply = {
    StatusCode: ResultCode.Success,
    Password: true,
    SingleSignOn: connection ? { Name: connection.displayName, StartUrl: ssoStartUrl(email) } : null,
  };
  return { methods, connection };
};

/** Login/GetClientRegisteredDbClean: the methods only. */
export const signInMethods = async (ctx: AppContext, email: string): Promise<SignInMethodsReply> =>
  (await methodsOf(ctx, email)).methods;

/** Login/GetClientRegisteredDb: the methods, the login database, and the organisation that claims the domain. */
export const clientRegisteredDb = async (
  ctx: AppContext,
  email: string,
): Promise<ClientRegisteredDbReply> => {
  const { methods, connection } = await methodsOf(ctx, email);
  return {
    ...methods,
    DatabaseName: ctx.config.databaseName,
    OrganisationName: connection?.orgName ?? null,
    ClientLogoPath: connection?.logoPath ?? null,
  };
};
