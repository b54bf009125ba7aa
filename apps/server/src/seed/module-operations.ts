import { ModuleId } from "@fieldstead/domain";

/** The tabs and operations under the catalogue's screens, by id and name. */
const M = ModuleId;

export const ASSET_OPERATIONS: readonly [number, string][] = [
  [M.AssetView, "View Assets"],
  [M.AssetCreate, "Create Asset"],
  [M.AssetBulkCreate, "Bulk Create Assets"],
  [M.AssetExport, "Export Assets"],
  [M.AssetStatus, "Update Asset Status"],
  [M.AssetActivate, "Activate Asset"],
  [M.AssetDeactivate, "Deactivate Asset"],
  [M.AssetDelete, "Delete Asset"],
  [M.AssetEdit, "Edit Asset"],
  [M.AssetHistory, "Asset History"],
  [M.MoveRequests, "Move Requests"],
  [M.MoveRequestApprove, "Approve Move Requests"],
  [M.MaterialRequestCreate, "Create Material Request"],
  [M.MaterialRequestDelete, "Delete Material Request"],
  [M.MaterialRequestDetails, "Material Request Details"],
  [M.ManufacturerCreate, "Create Manufacturer"],
  [M.PartNumberGeneration, "Generate Part Numbers"],
  [M.BulkMovement, "Bulk Asset Movement"],
  [M.AssetGallery, "Asset Gallery"],
];

export const LOCATION_TABS: readonly [number, string][] = [
  [M.LocationOverview, "Site Details"],
  [M.LocationHierarchy, "Sub-locations"],
  [M.LocationLinksTab, "Location Links"],
  [M.LocationHistory, "Location History"],
];

export const LOCATION_OPERATIONS: readonly [number, string][] = [
  [M.LocationCreate, "Create Location"],
  [M.LocationBulkCreate, "Bulk Create Locations"],
  [M.LocationEdit, "Edit Location"],
  [M.LocationBulkEdit, "Bulk Edit Locations"],
  [M.LocationDelete, "Delete Location"],
  [M.LocationLinks, "Location Links"],
  [M.LocationEditAutomatedFields, "Edit Automated Fields"],
  [M.LinkCreate, "Create Link"],
  [M.LinkEdit, "Edit Link"],
  [M.LinkDelete, "Delete Link"],
  [M.LocationGallery, "Location Gallery"],
  [M.LocationExport, "Export Locations"],
];

export const WAREHOUSE_OPERATIONS: readonly [number, string][] = [
  [M.WarehouseScan, "Warehouse Scan In/Out"],
  [M.WarehouseAdd, "Add to Warehouse"],
];

export const TASK_OPERATIONS: readonly [number, string][] = [
  [M.TaskView, "View Tasks"],
  [M.TaskCreate, "Create Task"],
  [M.TaskEdit, "Edit Task"],
  [M.TaskDelete, "Delete Task"],
  [M.TaskHistory, "Task History"],
  [M.TaskGallery, "Task Gallery"],
  [M.TaskHierarchy, "Task Hierarchy"],
  [M.TaskLink, "Link Tasks"],
  [M.TaskShare, "Share Task"],
  [M.TaskExport, "Export Tasks"],
  [M.TaskTimeline, "Task Timeline"],
  [M.TaskBulkCreate, "Bulk Create Tasks"],
  [M.TaskReviewer1, "Reviewer 1"],
  [M.TaskReviewer2, "Reviewer 2"],
  [M.TaskReviewer3, "Reviewer 3"],
  [M.TaskReopen, "Reopen Task"],
  [M.TaskEditCompleted, "Edit Completed Task"],
  [M.TaskMarkIncomplete, "Mark Task Incomplete"],
  [M.TaskLock, "Lock Task"],
  [M.TaskArchive, "Archive Task"],
  [M.TaskSchedule, "Schedule Tasks"],
  [M.TaskRecurring, "Recurring Tasks"],
  [M.TaskUnassign, "Unassign Task"],
];

export const TICKET_OPERATIONS: readonly [number, string][] = [
  [M.TicketCreate, "Create Ticket"],
  [M.TicketEdit, "Edit Ticket"],
  [M.TicketConvert, "Convert Ticket to Work Order"],
];

export const PROJECT_OPERATIONS: readonly [number, string][] = [
  [M.ProjectCreate, "Create Project"],
  [M.ProjectEdit, "Edit Project"],
  [M.ProjectArchive, "Archive Project"],
];

export const LEASE_TABS: readonly [number, string][] = [
  [M.LeaseOverview, "Overview"],
  [M.LeaseTerms, "LeaseTerms"],
  [M.LeaseSpaces, "LeaseSpaces"],
  [M.LeaseBilling, "Billing"],
  [M.LeaseDocuments, "Documents"],
  [M.LeaseActivity, "Activity"],
  [M.LeaseBillingForm, "BillingForm"],
];

/** The billing capabilities: each step of invoicing, payments and reconciliation is a right of its own. */
export const BILLING_OPERATIONS: readonly [number, string][] = [
  [M.BillingDraft, "Draft Batches"],
  [M.BillingRequestReview, "Request Batch Review"],
  [M.BillingApprove, "Approve Batches"],
  [M.BillingReject, "Reject Batches"],
  [M.BillingGenerate, "Generate Batches"],
  [M.BillingLock, "Lock Batches"],
  [M.BillingArrearsUpdate, "Update Arrears"],
  [M.BillingDownload, "Download Billing Reports"],
  [M.BillingTaxRate, "Change Tax Rates"],
  [M.BillingGenerateInvoice, "Generate Invoices"],
  [M.BillingInitiatePayment, "Initiate Payments"],
  [M.BillingProcessPayment, "Process Payments"],
  [M.BillingDownloadInvoices, "Download Invoices"],
  [M.BillingTechReconRun, "Run Technical Reconciliation"],
];

/** The billing steps that review and close: not given to everyone who prepares billing. */
export const BILLING_REVIEW_OPERATIONS: ReadonlySet<number> = new Set([M.BillingApprove, M.BillingLock]);

/**
 * The form life-cycle actions (operations under Form Builder): drafting and sending for review are the
 * author's; rejecting, approving and disabling are the reviewer's.
 */
export const FORM_OPERATIONS: readonly [number, string][] = [
  [M.DataPointDraft, "Draft Forms"],
  [M.DataPointRequestReview, "Request Form Review"],
  [M.DataPointReject, "Reject Forms"],
  [M.DataPointApprove, "Approve Forms"],
  [M.DataPointDisable, "Disable Forms"],
];
