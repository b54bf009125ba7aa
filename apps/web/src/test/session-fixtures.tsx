import type { ReactElement } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ModuleEntry } from "@fieldstead/domain";
import type { SessionUser } from "../lib/storage.ts";
import { SessionContext, type SessionContextValue } from "../features/auth/hooks/session-context.ts";
import { ACTIVE_SESSION } from "../features/auth/session-expiry.ts";
import { landingModulesQuery } from "../features/permissions/api/get-landing-modules.ts";
import { renderUi, type RenderUiOptions } from "./render-ui.tsx";

/** The signed-in user of component tests: employee 12 in role 3. */
export const SIGNED_IN_USER = { EmployeeId: 12, RoleId: 3 } as SessionUser;

/** An active session of `user` whose actions do nothing. */
export const signedInSession = (user: SessionUser = SIGNED_IN_USER): SessionContextValue => ({
  user,
  isSigningOut: false,
  expiry: ACTIVE_SESSION,
  startSession: async () => undefined,
  updateUser: () => undefined,
  signOut: async () => undefined,
  signInAgain: async () => undefined,
});

/** A module the role holds at `level` (an AccessRightType), as the landing-modules reply lists it. */
export const grantedModule = (moduleId: number, parentId: number, level: number): ModuleEntry => ({
  ModuleId: moduleId,
  ParentId: parentId,
  ModuleName: `Module ${moduleId}`,
  AlternateName: null,
  Url: "",
  ParsedURL: "",
  ParsedURLParts: [],
  IsNewTab: false,
  IsExternalUrl: false,
  HasSubCategories: false,
  Enabled: true,
  AccessRightTypeId: level,
  GrantedAccessRightTypeId: level,
});

/** A query client that does not retry a failed query. */
export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

export type RenderSignedInOptions = Pick<RenderUiOptions, "route"> & {
  /** The signed-in user; SIGNED_IN_USER when absent. */
  user?: SessionUser;
  /** The role's modules, put in the landing-modules query beforehand; left unread when absent. */
  modules?: ModuleEntry[];
  /** The query client to use (e.g. with other data put in beforehand); a fresh testQueryClient() when absent. */
  client?: QueryClient;
};

/** Renders `ui` inside a query client and the signed-in session of `user`, holding `modules`. */
export const renderSignedIn = (
  ui: ReactElement,
  { user = SIGNED_IN_USER, modules, client = testQueryClient(), route }: RenderSignedInOptions = {},
) => {
  if (modules)
    client.setQueryData(landingModulesQuery(user.EmployeeId, user.RoleId).queryKey, { Modules: modules });
  const session = signedInSession(user);
  const view = renderUi(ui, {
    route,
    wrapper: (children) => (
      <QueryClientProvider client={client}>
        <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
      </QueryClientProvider>
    ),
  });
  return { ...view, client };
};
