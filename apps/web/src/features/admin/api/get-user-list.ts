import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { GetUserListContract, type UserListQuery, type UserListReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { USERS_KEY } from "./admin-keys.ts";

/** The user list's own time-out and how long a loaded list is kept (portal-platform §9). */
export const USER_LIST_TIMEOUT_MS = 15_000;
export const USER_LIST_CACHE_MS = 5 * 60_000;

export type UserListInput = {
  PageNumber?: number;
  PageSize?: number;
  Filters: Partial<UserListQuery["Filters"]>;
};

/** POST Employee/GetUserList: one page of the organisation's users, by full name. */
export const getUserList = (body: UserListInput): Promise<UserListReply> =>
  callContract(GetUserListContract, { body, timeoutMs: USER_LIST_TIMEOUT_MS, isSilent: true });

export const userListQuery = (body: UserListInput) =>
  queryOptions({
    queryKey: [...USERS_KEY, "list", body] as const,
    queryFn: () => getUserList(body),
    staleTime: USER_LIST_CACHE_MS,
    gcTime: USER_LIST_CACHE_MS,
    placeholderData: keepPreviousData,
  });

export const useUserList = (body: UserListInput) => useQuery(userListQuery(body));
