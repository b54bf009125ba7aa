import {
  AccessRightType,
  ModuleId,
  moduleRef,
  type AccessRightTypeId,
  type ModuleRef,
} from "@fieldstead/domain";
import {
  ASSET_OPERATIONS,
  BILLING_OPERATIONS,
  BILLING_REVIEW_OPERATIONS,
  FORM_OPERATIONS,
  LEASE_TABS,
  LOCATION_OPERATIONS,
  LOCATION_TABS,
  PROJECT_OPERATIONS,
  TASK_OPERATIONS,
  TICKET_OPERATIONS,
  WAREHOUSE_OPERATIONS,
} from "./module-operations.ts";

/** A module of the product's module tree, with the route patterns a role gets when the module is granted. */
export type CatalogueModule = {
  moduleId: number;
  parentId: number;
  name: string;
  alternateName?: string;
  /** Comma-separated; the first part is the link. */
  url: string;
  routes: readonly string[];
  accessRightTypeId: AccessRightTypeId;
  isNewTab?: boolean;
  isExternalUrl?: boolean;
  /**
   * A module added after organisations were set up: when it first appears, every role holding this other module
   * gets it at the same level, so an existing administrator sees a new screen of their area.
   */
  grantedWith?: ModuleRef;
};

const screen = (
  moduleId: number,
  parentId: number,
  name: string,
  url: string,
  routes: readonly string[],
  extra: Partial<CatalogueModule> = {},
): CatalogueModule => ({
  moduleId,
  parentId,
  name,
  url,
  routes,
  accessRightTypeId: AccessRightType.ReadOnly,
  ...extra,
});

const operation = (moduleId: number, parentId: number, name: string): CatalogueModule => ({
  moduleId,
  parentId,
  name,
  url: "",
  routes: [],
  accessRightTypeId: AccessRightType.ReadWrite,
});

const M = ModuleId;

export const MODULE_CATALOGUE: readonly CatalogueModule[] = [
  screen(M.Dashboard, 0, "Dashboard", "dashboard", [
    "/dashboard",
    "/DynamicDashboard",
    "/DynamicDashboard/---",
    "/workorder-dashboard",
    "/dashboard-homepage-graph",
    "/dashboard-location-graph",
    "/dashboard-projects-graph",
  ]),
  // Tabs and header actions carry no menu link of their own (an empty Url).
  screen(M.DashboardCarousel, M.Dashboard, "Dashboard Carousel", "", [
    "/slideshow-dashboards",
    "/slideshow-dashboards/settings",
  ]),
  screen(M.TaskOperations, 0, "Task Operations", "TaskOperations", [
    "/TaskOperations",
    "/TaskOperations/details/---",
    "/TasksApprovals",
    "/Approvals",
    "/bulkTasks",
    "/Scheduler",
    "/Resource-Scheduler",
  ]),
  ...TASK_OPERATIONS.map(([id, name]) => operation(id, M.TaskOperations, name)),
  // The ticket module: named for what it holds (work orders are under Task Operations).
  screen(M.WorkOrders, 0, "Tickets", "ticketModuling,workOrders", [
    "/ticketModuling",
    "/ticketdetails/---",
    "/workOrders",
    "/bulk-Wo",
    "/bulkWo",
    "/WObulk",
  ]),
  ...TICKET_OPERATIONS.map(([id, name]) => operation(id, M.WorkOrders, name)),
  screen(M.Locations, 0, "Locations", "locations", [
    "/locations",
    "/locationModules/---",
    "/Site",
    "/Links",
    "/bulkLocation",
    "/locationsConfiguration",
  ]),
  screen(M.LocationAssets, M.Locations, "Location Assets", "", ["/locationModules/---/assets"]),
  ...LOCATION_TABS.map(([id, name]) => screen(id, M.Locations, name, "", [])),
  ...LOCATION_OPERATIONS.map(([id, name]) => operation(id, M.Locations, name)),
  screen(M.Projects, 0, "Projects", "ProjectManagement", [
    "/ProjectManagement",
    "/ProjectManagement/projectDetails/---",
    "/ProjectManagement/taskManagement",
    "/ProjectManagement/taskManagement/detail/---",
    "/ProjectManagement/singlesite",
    "/ProjectManagement/singlesite/projectSurvey/---",
    "/Resource-Scheduler",
    "/bulkProjects",
    "/ProjectMaterial",
    "/CreateBOQ",
  ]),
  ...PROJECT_OPERATIONS.map(([id, name]) => operation(id, M.Projects, name)),
  screen(M.Leases, 0, "Leases", "LeaseManagement", [
    "/LeaseManagement",
    "/LeaseManagement/details/---",
    "/FormBuilderLease",
  ]),
  ...LEASE_TABS.map(([id, name]) => screen(id, M.Leases, name, "", [])),
  screen(M.FixedAssets, 0, "Fixed Assets", "fixedAssetManagement", [
    "/fixedAssetManagement",
    "/fixedAssetManagement/asset-detailing/---",
    "/fixedAssetManagement/asset-detailing/---/label",
    "/fixedAssetManagement/asset-detailing/---/overview",
    "/fixedAssetManagement/asset-detailing/---/components",
    "/fixedAssetManagement/asset-detailing/---/gallery",
    "/fixedAssetManagement/asset-detailing/---/history",
    "/fixedAssetManagement/bulkCreate",
    "/fixedAssetManagement/MoveAssetRequest",
    "/fixedAssetManagement/MoveAssetRequest/Details/---",
    "/materialRequest",
    "/materialRequest/---",
    "/smrManagement",
  ]),
  ...ASSET_OPERATIONS.map(([id, name]) => operation(id, M.FixedAssets, name)),
  screen(M.Warehouse, M.FixedAssets, "Warehouse", "", ["/fixedAssetManagement/warehouse"]),
  ...WAREHOUSE_OPERATIONS.map(([id, name]) => operation(id, M.FixedAssets, name)),
  screen(M.Alarms, 0, "Alarms", "alarms", ["/alarms", "/alarmsNar", "/EventsRuleEngine"]),
  screen(M.Documents, 0, "Documents", "DocumentManagement", ["/DocumentManagement", "/Image"]),
  // Reached from the notification bell's 'See All', not from the menu.
  {
    ...screen(M.Notifications, 0, "Notifications", "Notifications", [
      "/Notifications",
      "/Notification",
      "/UserNotification",
    ]),
    accessRightTypeId: AccessRightType.ReadWrite,
  },
  // The organisation's notification configuration (/Notification): an operation, held by administrators.
  operation(M.NotificationSettings, M.Notifications, "Notification Settings"),
  screen(M.Builders, 0, "Builders", "", []),
  screen(M.FormBuilder, M.Builders, "Form Builder", "formBuilder", [
    "/formBuilder",
    "/SurveyQuestionManagement",
    "/QuestionRights",
    "/templateSectioning",
  ]),
  // Added with the form store: roles that hold the Form Builder get every form action.
  ...FORM_OPERATIONS.map(([id, name]) => ({
    ...operation(id, M.FormBuilder, name),
    grantedWith: moduleRef(M.FormBuilder, M.Builders),
  })),
  screen(M.ProjectPlanBuilder, M.Builders, "Project Plan Builder", "project-plan-builder", [
    "/project-plan-builder",
  ]),
  screen(M.Admin, 0, "Admin", "", []),
  screen(M.UserAdministration, M.Admin, "User Administration", "userAdministration", [
    "/userAdministration",
    "/EmployeeConfiguration",
  ]),
  screen(M.RoleManagement, M.Admin, "Role Management", "RoleManagement", ["/RoleManagement"]),
  screen(M.GroupManagement, M.Admin, "Group Management", "GroupManagement", ["/GroupManagement"]),
  screen(M.EntityManagement, M.Admin, "Entity Management", "entityManagement", [
    "/entityManagement",
    "/categoryManagement",
  ]),
  // The work-order status rules (which role may move a work order from which status to which).
  screen(
    M.TaskConfiguration,
    M.Admin,
    "Task Configuration",
    "TaskConfigurationManagement",
    ["/TaskConfigurationManagement"],
    { grantedWith: moduleRef(M.Settings, M.Admin) },
  ),
  screen(M.Settings, M.Admin, "Settings", "settings", [
    "/settings",
    "/FieldRights",
    "/homepageSetup",
    "/MobileSettings",
    "/DeviceVersionDetails",
    "/ErrorLogs",
    "/InternalTooling",
    "/IntegrationDashboard",
    "/AutomationRule",
    "/DataPoints",
    "/TaskConfigurationSetup",
    "/LocationConfigurationManagement",
    "/AssetConfigurationManagement",
    "/circularShared",
    "/bulk",
    "/bulkDataPoints",
    "/Trackers",
  ]),
  screen(M.Billing, 0, "Billing", "billing", [
    "/billing",
    "/clientServices",
    "/ChargeCodes",
    "/chargeProfile",
    "/PaymentProcessing",
  ]),
  // Added with invoicing: roles that hold Billing get them, except approving and locking, which go with the
  // administrator's Settings.
  ...BILLING_OPERATIONS.map(([id, name]) => ({
    ...operation(id, M.Billing, name),
    grantedWith: BILLING_REVIEW_OPERATIONS.has(id) ? moduleRef(M.Settings, M.Admin) : moduleRef(M.Billing),
  })),
  screen(M.BillingTechRecon, M.Billing, "Technical Reconciliation", "billing/techrecon", [
    "/billing/techrecon",
  ]),
  screen(M.BillingFinancialRecon, M.Billing, "Financial Reconciliation", "billing/financialRecon", [
    "/billing/financialRecon",
    "/billing/financialRecon/batchList/---",
  ]),
  screen(M.BillingInvoicing, M.Billing, "Invoicing", "billing/invoicing", [
    "/billing/invoicing",
    "/billing/invoicing/batchDetails/---",
  ]),
  screen(M.BillingRuleConfig, M.Billing, "Rule Configuration", "billing/ruleconfig", ["/billing/ruleconfig"]),
  // Saved report definitions are run on Billing Reports: the same right opens both.
  screen(M.BillingReports, M.Billing, "Billing Reports", "billing/reports", [
    "/billing/reports",
    "/reportManagement",
  ]),
  screen(M.Analytics, 0, "Analytics", "", []),
  screen(
    M.AiAnalytics,
    M.Analytics,
    "AI Analytics",
    "InteractiveDashboard,AdvanceAnalytics",
    ["/advancedSearch"],
    {
      alternateName: "Advanced Analytics",
      isNewTab: true,
    },
  ),
];

export const moduleKey = (moduleId: number, parentId: number): string => `${moduleId}/${parentId}`;
