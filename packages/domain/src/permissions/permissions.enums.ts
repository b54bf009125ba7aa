import type { EnumValue } from "../shared/enum.ts";

/**
 * Access right types. On a module entry it says what kind of right the module represents:
 * 1 is the read-only (view a screen) type, the one whose top-level entries appear in the menu;
 * 2 marks operation modules (create, edit, delete …). On a role's permission row it is the level granted.
 */
export const AccessRightType = { None: 0, ReadOnly: 1, ReadWrite: 2 } as const;
export type AccessRightTypeId = EnumValue<typeof AccessRightType>;

/**
 * The levels of the field access dropdown as people read them, one per field access mode (None: the field is
 * not visible) (portal-platform §4).
 */
export const AccessLevel = {
  None: "None",
  ReadOnly: "Read-only",
  ReadWrite: "Read-write",
  Accept: "Accept",
  Reject: "Reject",
  Reset: "Reset",
  Complete: "Complete",
} as const;
export type AccessLevelValue = EnumValue<typeof AccessLevel>;

/** Route permission type: 1 is the route-pattern list used to guard navigation. */
export const RoutePermissionType = { Route: 1 } as const;
export type RoutePermissionTypeId = EnumValue<typeof RoutePermissionType>;

/** Role types listed by rolepermission/GetRoleTypeList. */
export const RoleType = { System: 1, Custom: 2 } as const;
export type RoleTypeId = EnumValue<typeof RoleType>;

/**
 * Module ids the product relies on. The ids the spec names keep their numbers: 56 under 59
 * (AI analytics), 1004 (location assets), 1156 (carousel), lease tabs 50–56 (under Leases),
 * asset and move-request operations 1030–1048, task operations 1049–1070 and on (1064–1066 the three reviewer
 * levels, then reopen, edit completed, mark incomplete, lock, archive, schedule, recurring, unassign up to 1074),
 * ticket operations 1075–1077 (under Tickets, module 3), notification settings 1078 (under Notifications), project operations 1061–1063 (create, edit, archive, under Projects). Location tabs are 1001–1005 (1004 the
 * location's assets), location and link operations 1010–1019 (1020 the location gallery, 1021 the location export), the warehouse 1080–1082,
 * the form life-cycle actions 1201–1205 (under Form Builder, 21).
 * Ids may repeat under different parents (56 is a lease tab and, under 59, AI analytics),
 * so a module is identified by its id and its parent.
 */
export const ModuleId = {
  Dashboard: 1,
  TaskOperations: 2,
  /** The ticket module (menu 'Tickets'; its addresses ticketModuling and workOrders). */
  WorkOrders: 3,
  Locations: 4,
  Projects: 5,
  Leases: 6,
  FixedAssets: 7,
  Alarms: 8,
  Documents: 9,
  Notifications: 10,
  Builders: 20,
  FormBuilder: 21,
  ProjectPlanBuilder: 22,
  Admin: 30,
  UserAdministration: 31,
  RoleManagement: 32,
  GroupManagement: 33,
  EntityManagement: 34,
  Settings: 35,
  TaskConfiguration: 36,
  Billing: 40,
  BillingTechRecon: 41,
  BillingFinancialRecon: 42,
  BillingInvoicing: 43,
  BillingRuleConfig: 44,
  BillingReports: 45,
  LeaseOverview: 50,
  LeaseTerms: 51,
  LeaseSpaces: 52,
  LeaseBilling: 53,
  LeaseDocuments: 54,
  LeaseActivity: 55,
  LeaseBillingForm: 56,
  AiAnalytics: 56,
  Analytics: 59,
  LocationOverview: 1001,
  LocationHierarchy: 1002,
  LocationLinksTab: 1003,
  LocationAssets: 1004,
  LocationHistory: 1005,
  LocationCreate: 1010,
  LocationBulkCreate: 1011,
  LocationEdit: 1012,
  LocationBulkEdit: 1013,
  LocationDelete: 1014,
  LocationLinks: 1015,
  LocationEditAutomatedFields: 1016,
  LinkCreate: 1017,
  LinkEdit: 1018,
  LinkDelete: 1019,
  LocationGallery: 1020,
  LocationExport: 1021,
  AssetView: 1030,
  AssetCreate: 1031,
  AssetBulkCreate: 1032,
  AssetExport: 1033,
  AssetStatus: 1034,
  AssetActivate: 1035,
  AssetDeactivate: 1036,
  AssetDelete: 1037,
  AssetEdit: 1038,
  AssetHistory: 1039,
  MoveRequests: 1040,
  MoveRequestApprove: 1041,
  MaterialRequestCreate: 1042,
  MaterialRequestDelete: 1043,
  MaterialRequestDetails: 1044,
  ManufacturerCreate: 1045,
  PartNumberGeneration: 1046,
  BulkMovement: 1047,
  AssetGallery: 1048,
  TaskView: 1049,
  TaskCreate: 1050,
  TaskEdit: 1051,
  TaskDelete: 1052,
  TaskHistory: 1053,
  TaskGallery: 1054,
  TaskHierarchy: 1055,
  TaskLink: 1056,
  TaskShare: 1057,
  TaskExport: 1058,
  TaskTimeline: 1059,
  TaskBulkCreate: 1060,
  ProjectCreate: 1061,
  ProjectEdit: 1062,
  ProjectArchive: 1063,
  TaskReviewer1: 1064,
  TaskReviewer2: 1065,
  TaskReviewer3: 1066,
  TaskReopen: 1067,
  TaskEditCompleted: 1068,
  TaskMarkIncomplete: 1069,
  TaskLock: 1070,
  TaskArchive: 1071,
  TaskSchedule: 1072,
  TaskRecurring: 1073,
  TaskUnassign: 1074,
  TicketCreate: 1075,
  TicketEdit: 1076,
  TicketConvert: 1077,
  NotificationSettings: 1078,
  Warehouse: 1080,
  WarehouseScan: 1081,
  WarehouseAdd: 1082,
  /** Billing capabilities (operations under Billing, 40): each step of a batch is a right of its own. */
  BillingDraft: 1100,
  BillingRequestReview: 1101,
  BillingApprove: 1102,
  BillingReject: 1103,
  BillingGenerate: 1104,
  BillingLock: 1105,
  BillingArrearsUpdate: 1106,
  BillingDownload: 1107,
  BillingTaxRate: 1108,
  BillingGenerateInvoice: 1109,
  BillingInitiatePayment: 1110,
  BillingProcessPayment: 1111,
  BillingDownloadInvoices: 1112,
  BillingTechReconRun: 1113,
  DashboardCarousel: 1156,
  /**
   * Form life-cycle actions (operations under Form Builder, 21): drafting, sending for review, rejecting,
   * approving and disabling a form are each a right of their own, with the data point actions' permission ids.
   */
  DataPointDraft: 1201,
  DataPointRequestReview: 1202,
  DataPointReject: 1203,
  DataPointApprove: 1204,
  DataPointDisable: 1205,
} as const;
export type ModuleIdValue = EnumValue<typeof ModuleId>;

/** A module reference: its id and its parent's id (0 for a top-level module). */
export type ModuleRef = { readonly moduleId: number; readonly parentId: number };
export const TOP_LEVEL = 0;
export const moduleRef = (moduleId: number, parentId: number = TOP_LEVEL): ModuleRef => ({
  moduleId,
  parentId,
});
