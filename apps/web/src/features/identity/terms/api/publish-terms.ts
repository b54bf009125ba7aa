import { PublishTermsContract, type PublishTermsReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { TERMS_KEY } from "./terms-keys.ts";

/** POST Terms/Publish: the next version of the organisation's terms; everyone is asked to accept it. */
export const publishTerms = (BodyMarkdown: string): Promise<PublishTermsReply> =>
  callContract(PublishTermsContract, { body: { BodyMarkdown } });

export const usePublishTerms = () => useInvalidatingMutation(publishTerms, [TERMS_KEY]);
