import { enumSchema } from "../shared/enum-schema.ts";
import { BillingFrequency, LeasePaymentStatus, LeaseStatus } from "./leases.enums.ts";

/**
 * The zod schemas of the leases enumerations, for the calls that check values against them. They live apart
 * from the enumerations so a screen that only reads an enumeration does not load a validation library.
 */
export const LeaseStatusIdSchema = enumSchema(LeaseStatus);
export const LeasePaymentStatusIdSchema = enumSchema(LeasePaymentStatus);
export const BillingFrequencyIdSchema = enumSchema(BillingFrequency);
