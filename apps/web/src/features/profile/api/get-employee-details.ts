import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EmployeeDetails, SessionUserRecord } from "@fieldstead/domain";
import { apiFetch } from "../../../lib/http.ts";

/** POST Employee/GetEmployeeDetails with the spec's body (portal-platform §7.3); the server answers the caller's own record. */
export const getEmployeeDetails = (user: SessionUserRecord): Promise<EmployeeDetails> =>
  apiFetch<EmployeeDetails>("/Employee/GetEmployeeDetails", {
    method: "POST",
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

export const employeeDetailsQuery = (user: SessionUserRecord) =>
  queryOptions({
    queryKey: employeeDetailsQueryKey(user.EmployeeId),
    queryFn: () => getEmployeeDetails(user),
  });

export const useEmployeeDetails = (user: SessionUserRecord) => useQuery(employeeDetailsQuery(user));
