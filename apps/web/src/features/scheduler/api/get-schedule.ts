import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { GetScheduleContract, type GetScheduleInput, type ScheduleReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { SCHEDULE_KEY } from "./schedule-keys.ts";

/** POST Task/GetSchedule: the work orders planned from one day to another, and the people who do the work. */
export const getSchedule = (body: GetScheduleInput): Promise<ScheduleReply> =>
  callContract(GetScheduleContract, { body, isSilent: true });

export const scheduleQuery = (body: GetScheduleInput) =>
  queryOptions({
    queryKey: [...SCHEDULE_KEY, body.From, body.To, body.ProjectId ?? null] as const,
    queryFn: () => getSchedule(body),
  });

/** The schedule of a range; the previous range stays on screen while the next one loads. */
export const useSchedule = (body: GetScheduleInput) =>
  useQuery({ ...scheduleQuery(body), placeholderData: keepPreviousData });
