import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  GetFieldRightsContract,
  SetFieldRightContract,
  type FieldRights,
  type SetFieldRightInput,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** Everything the field rights screen reads starts with this key. */
export const FIELD_RIGHTS_KEY = ["task-configuration", "field-rights"] as const;

/** GET TaskConfiguration/GetFieldRights: a role's access to each task field (the first role without one). */
export const getFieldRights = (roleId: number | null): Promise<FieldRights> =>
  callContract(GetFieldRightsContract, roleId === null ? {} : { query: { RoleId: roleId } });

export const fieldRightsQuery = (roleId: number | null) =>
  queryOptions({ queryKey: [...FIELD_RIGHTS_KEY, roleId] as const, queryFn: () => getFieldRights(roleId) });

export const useFieldRights = (roleId: number | null) => useQuery(fieldRightsQuery(roleId));

/** POST TaskConfiguration/SetFieldRight: answers the role's rights as they now are. */
export const setFieldRight = (body: SetFieldRightInput): Promise<FieldRights> =>
  callContract(SetFieldRightContract, { body });

/** A change of one field's access: the screen shows the server's answer for that role. */
export const useSetFieldRight = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setFieldRight,
    // The first role's rights may be held under 'no role asked' as well: every copy of that role's changes.
    onSuccess: (rights) => {
      client.setQueriesData<FieldRights>({ queryKey: FIELD_RIGHTS_KEY }, (old) =>
        old?.RoleId === rights.RoleId ? rights : old,
      );
      client.setQueryData(fieldRightsQuery(rights.RoleId).queryKey, rights);
    },
  });
};
