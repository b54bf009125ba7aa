import {
  GetAssetListContract,
  GetTaskListContract,
  type AssetListRow,
  type TaskListRow,
} from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

const PICKER_SIZE = 20;

/** Work orders whose number or summary holds the text (the task list's own search), for the link picker. */
export const searchLinkWorkOrders = async (search: string): Promise<TaskListRow[]> =>
  (
    await callContract(GetTaskListContract, {
      body: { Search: search, PageSize: PICKER_SIZE },
      isSilent: true,
    })
  ).Rows;

/** Assets whose tag, name or category holds the text (the asset list's own search), for the link picker. */
export const searchLinkAssets = async (search: string): Promise<AssetListRow[]> =>
  (
    await callContract(GetAssetListContract, {
      body: { Search: search, PageSize: PICKER_SIZE },
      isSilent: true,
    })
  ).Rows;
