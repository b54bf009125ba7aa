import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import {
  GALLERY_PAGE_SIZE,
  GetMediaFieldsContract,
  type GetMediaFieldsInput,
  type MediaFieldsReply,
  type MediaFormTypeId,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { GALLERY_KEY } from "./documents-keys.ts";

/** POST FormBuilder/GetMediaFields: one page (50) of a record's files, and whether its gallery is full. */
export const getMediaFields = (input: GetMediaFieldsInput): Promise<MediaFieldsReply> =>
  callContract(GetMediaFieldsContract, { body: input, isSilent: true });

export const mediaFieldsQuery = (formTypeId: MediaFormTypeId, primaryId: number, pageNumber: number) =>
  queryOptions({
    queryKey: [...GALLERY_KEY, formTypeId, primaryId, pageNumber] as const,
    queryFn: () =>
      getMediaFields({
        FormTypeID: formTypeId,
        PrimaryId: primaryId,
        PageNumber: pageNumber,
        PageSize: GALLERY_PAGE_SIZE,
      }),
  });

/** The page on screen stays while the next one is read. */
export const useMediaFields = (formTypeId: MediaFormTypeId, primaryId: number, pageNumber: number) =>
  useQuery({ ...mediaFieldsQuery(formTypeId, primaryId, pageNumber), placeholderData: keepPreviousData });
