import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { PreviewTermsContract, type TermsPreviewReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { TERMS_KEY } from "./terms-keys.ts";

/** POST Terms/Preview: the text as the terms page would show it (the server's renderer, so it looks the same). */
export const previewTerms = (BodyMarkdown: string): Promise<TermsPreviewReply> =>
  callContract(PreviewTermsContract, { body: { BodyMarkdown }, isSilent: true });

/** The preview of a draft; the last one stays shown while the next is made. */
export const useTermsPreview = (draft: string, isEnabled: boolean) =>
  useQuery({
    queryKey: [...TERMS_KEY, "preview", draft] as const,
    queryFn: () => previewTerms(draft),
    enabled: isEnabled && draft.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
