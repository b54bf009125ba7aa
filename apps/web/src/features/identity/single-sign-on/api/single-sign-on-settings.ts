import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  GetSingleSignOnContract,
  SaveSingleSignOnContract,
  type SaveSingleSignOn,
  type SingleSignOnSettings,
} from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";

const SETTINGS_KEY = ["single-sign-on-settings"] as const;

/** GET Settings/GetSingleSignOn: the organisation's connection, without its client secret. */
export const getSingleSignOnSettings = (): Promise<SingleSignOnSettings> =>
  callContract(GetSingleSignOnContract);

export const singleSignOnSettingsQuery = queryOptions({
  queryKey: SETTINGS_KEY,
  queryFn: getSingleSignOnSettings,
});

/** The settings, read only when `isAllowed` (the role may read user administration). */
export const useSingleSignOnSettings = (isAllowed: boolean) =>
  useQuery({ ...singleSignOnSettingsQuery, enabled: isAllowed });

/** POST Settings/SaveSingleSignOn; the card reads the settings again afterwards. */
export const saveSingleSignOnSettings = (body: SaveSingleSignOn): Promise<SingleSignOnSettings> =>
  callContract(SaveSingleSignOnContract, { body });

export const useSaveSingleSignOnSettings = () =>
  useInvalidatingMutation(saveSingleSignOnSettings, [SETTINGS_KEY]);
