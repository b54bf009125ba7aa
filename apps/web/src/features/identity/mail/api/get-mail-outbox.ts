import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { GetMailOutboxContract, type MailOutboxReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

export const MAIL_OUTBOX_PAGE_SIZE = 100;

/** GET Mail/GetOutbox: the organisation's mails, newest first, to addresses containing `to`. */
export const getMailOutbox = (to: string): Promise<MailOutboxReply> =>
  callContract(GetMailOutboxContract, { query: { To: to, PageSize: MAIL_OUTBOX_PAGE_SIZE }, isSilent: true });

export const mailOutboxQuery = (to: string) =>
  queryOptions({
    queryKey: ["mail-outbox", to] as const,
    queryFn: () => getMailOutbox(to),
    placeholderData: keepPreviousData,
  });

export const useMailOutbox = (to: string) => useQuery(mailOutboxQuery(to));
