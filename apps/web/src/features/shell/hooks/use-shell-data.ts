import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { buildMenu, isBillingClickable, showsCarouselButton, type MenuItem } from "@fieldstead/domain";
import { useSession } from "../../auth/index.ts";
import { landingModulesQuery } from "../../permissions/index.ts";
import { rolePermissionsQuery } from "../api/get-role-permissions.ts";

export type ShellData = {
  menu: MenuItem[];
  isMenuLoading: boolean;
  isMenuFailed: boolean;
  /** The landing-page response says AI help is allowed and loading has finished (portal-shell §2.2). */
  showsAiHelp: boolean;
  showsCarousel: boolean;
  /** The landing-page response's ShowChatBot: the header's chat popup button shows (portal-shell §2.6). */
  showsChatPopup: boolean;
};

/**
 * The header's data: the role's modules as a menu, and the flags for the AI help and carousel buttons.
 * The API base of module links is this origin: the API and the app are served together.
 */
export const useShellData = (): ShellData => {
  const { user } = useSession();
  const landing = useQuery({
    ...landingModulesQuery(user?.EmployeeId, user?.RoleId),
    enabled: user !== null,
  });
  const roleId = user?.RoleId;
  const rolePermissions = useQuery({
    ...rolePermissionsQuery(roleId),
    enabled: user !== null && roleId !== undefined && roleId > 0,
  });

  const reply = landing.data;
  const menu = useMemo(
    () =>
      reply
        ? buildMenu({
            modules: reply.Modules,
            apiBase: window.location.origin,
            isBillingEnabled: isBillingClickable({ environment: reply.Environment ?? null }),
          })
        : [],
    [reply],
  );
  const showsCarousel = reply
    ? showsCarouselButton({
        environment: reply.Environment ?? null,
        orgType: reply.OrganisationTypeId ?? null,
        enabledModuleIds: rolePermissions.data,
        moduleIds: reply.Modules.map((m) => m.ModuleId),
        roleId: roleId ?? null,
      })
    : false;
  return {
    menu,
    isMenuLoading: landing.isPending,
    isMenuFailed: landing.isError,
    showsAiHelp: landing.isSuccess && reply?.ShowAiLandingPage === true,
    showsCarousel,
    showsChatPopup: landing.isSuccess && reply?.ShowChatBot === true,
  };
};
