import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetUsersOrRolesOrGroupsContract, type UsersOrRolesOrGroupsReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { USERS_KEY } from "./admin-keys.ts";

export type RoleOption = UsersOrRolesOrGroupsReply["Roles"][number];

/** GET Shared/GetUsersOrRolesOrGroups with roles only: the organisation's roles, by name. */
export const getRoles = async (): Promise<RoleOption[]> =>
  (
    await callContract(GetUsersOrRolesOrGroupsContract, {
      query: { IsRoleReq: true },
      isSilent: true,
    })
  ).Roles;

export const rolesQuery = queryOptions({ queryKey: [...USERS_KEY, "roles"] as const, queryFn: getRoles });

export const useRoles = () => useQuery(rolesQuery);
