import { ImportBankStatementContract } from "@fieldstead/domain";
import { callContract, type ContractBodyInput } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { RECEIPTS_KEY } from "./receipt-keys.ts";

/** POST Billing/ImportBankStatement: the statement's payments, all or none (the refused rows say why). */
export const importBankStatement = (body: ContractBodyInput<typeof ImportBankStatementContract>) =>
  callContract(ImportBankStatementContract, { body });

export const useImportBankStatement = () => useInvalidatingMutation(importBankStatement, [RECEIPTS_KEY]);
