import {
  SaveCarouselSettingsContract,
  type SaveCarouselSettings,
  type SaveCarouselSettingsReply,
} from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { CAROUSEL_SETTINGS_KEY } from "../../api/analytics-keys.ts";

/** POST Analytics/SaveCarouselSettings: replaces the organisation's carousel list. */
export const saveCarouselSettings = (body: SaveCarouselSettings): Promise<SaveCarouselSettingsReply> =>
  callContract(SaveCarouselSettingsContract, { body });

/** Afterwards the list is read again. */
export const useSaveCarouselSettings = () =>
  useInvalidatingMutation(saveCarouselSettings, [CAROUSEL_SETTINGS_KEY]);
