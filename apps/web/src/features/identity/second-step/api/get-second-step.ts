import { queryOptions, useQuery } from "@tanstack/react-query";
import { type SecondStepSetting, GetSecondStepContract } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

/** GET Settings/GetSecondStep: whether the organisation asks for a code at sign-in. */
export const getSecondStep = (): Promise<SecondStepSetting> => callContract(GetSecondStepContract);

export const secondStepQueryKey = ["settings", "second-step"] as const;

export const secondStepQuery = queryOptions({ queryKey: secondStepQueryKey, queryFn: getSecondStep });

export const useSecondStep = (isEnabled: boolean) => useQuery({ ...secondStepQuery, enabled: isEnabled });
