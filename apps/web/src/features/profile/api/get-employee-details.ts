import { queryOptions, useQuery } from "@tanstack/react-query";
import { type EmployeeDetails, GetEmployeeDetailsContract } from "@fieldstead/domain";
import type { SessionUser } from "../../../lib/storage.ts";
import { callContract } from "../../../lib/http.ts";

/** POST Employee/GetEmployeeDetails with the spec's body (portal-platform §7.3); the server answers the caller's own record. */
export const getEmployeeDetails = (user: SessionUser): Promise<EmployeeDetails> =>
  callContract(GetEmployeeDetailsContract, {
    body: {
      EmployeeId: user.EmployeeId,
      EmpRole: user.RoleName,
      EmpFullName: user.EmpFullName,
      Email: user.Email,
      culture: typeof navigator === "undefined" ? "en-US" : navigator.language,
      CurrentDate: new Date().toISOString(),
    },
  });

export const employeeDetailsQueryKey = (employeeId: number) => ["employee-details", employeeId] as const;

export const employeeDetailsQuery = (user: SessionUser) =>
  queryOptions({
    queryKey: employeeDetailsQueryKey(user.EmployeeId),
    queryFn: () => getEmployeeDetails(user),
  });

export const useEmployeeDetails = (user: SessionUser) => useQuery(employeeDetailsQuery(user));
