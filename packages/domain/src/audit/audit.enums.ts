import type { EnumValue } from "../shared/enum.ts";

/** The records whose changes are kept (history) and that domain events are about. */
export const AuditEntityType = {
  Location: "location",
  LocationLink: "location_link",
  Asset: "asset",
  AssetCategory: "asset_category",
  Part: "part",
  Manufacturer: "manufacturer",
  Vendor: "vendor",
  MoveRequest: "move_request",
  MaterialRequest: "material_request",
  Task: "task",
  Project: "project",
  Ticket: "ticket",
  Employee: "employee",
  Lease: "lease",
  BillingClient: "billing_client",
  ChargeCode: "charge_code",
  BillingRule: "billing_rule",
  InvoiceBatch: "invoice_batch",
  MatchBatch: "match_batch",
  PaymentRun: "payment_run",
  /** An organisation's carousel list (its id is the organisation's). */
  CarouselList: "carousel_list",
} as const;
export type AuditEntityTypeValue = EnumValue<typeof AuditEntityType>;

/** One field's change: its label, and its value before and after, as people read them (null: empty). */
export type AuditChange = { Field: string; From: string | null; To: string | null };

/**
 * Domain events: a step someone should hear about. The notifications release turns each into notifications
 * for the employees it concerns.
 */
export const DomainEventType = {
  MoveRequestCreated: "MoveRequestCreated",
  MoveRequestApproved: "MoveRequestApproved",
  MoveRequestRejected: "MoveRequestRejected",
  MoveRequestCompleted: "MoveRequestCompleted",
  MoveRequestCancelled: "MoveRequestCancelled",
  MaterialRequestCreated: "MaterialRequestCreated",
  MaterialRequestApproved: "MaterialRequestApproved",
  MaterialRequestRejected: "MaterialRequestRejected",
  MaterialRequestFulfilled: "MaterialRequestFulfilled",
  MaterialRequestDeleted: "MaterialRequestDeleted",
  TaskStatusChanged: "TaskStatusChanged",
  TaskAssigned: "TaskAssigned",
  TaskCreated: "TaskCreated",
  TaskShared: "TaskShared",
  TaskApprovalRequested: "TaskApprovalRequested",
  TaskApproved: "TaskApproved",
  TaskRejected: "TaskRejected",
  TaskReopened: "TaskReopened",
  TicketCreated: "TicketCreated",
  TicketConverted: "TicketConverted",
  TicketClosed: "TicketClosed",
  TicketReopened: "TicketReopened",
  RoleChanged: "RoleChanged",
  LeasePaymentDue: "LeasePaymentDue",
  LeasePaymentSubmitted: "LeasePaymentSubmitted",
  LeasePaymentApproved: "LeasePaymentApproved",
  LeasePaymentHeld: "LeasePaymentHeld",
  LeasePaymentPaid: "LeasePaymentPaid",
  LeaseCreated: "LeaseCreated",
  LeaseStatusChanged: "LeaseStatusChanged",
  LeaseTermsChanged: "LeaseTermsChanged",
  InvoiceBatchGenerated: "InvoiceBatchGenerated",
  InvoiceBatchMoved: "InvoiceBatchMoved",
  MatchBatchMoved: "MatchBatchMoved",
  PaymentReceived: "PaymentReceived",
  PaymentRunProcessed: "PaymentRunProcessed",
} as const;
export type DomainEventTypeValue = EnumValue<typeof DomainEventType>;
