/**
 * The feature routes of portal-platform §2.2 with their guards:
 * - permission: the route-access check against the role's allowed route patterns (§6)
 * - login: sign-in required, then the same route-access check (§4: an address not allowed goes to /no-rights)
 * - none: renders without a client-side guard; every call it makes still needs a session on the server
 */
export type GuardKind = "permission" | "login" | "none";

export type FeatureRoute = {
  path: string;
  title: string;
  guard: GuardKind;
  /** A module the page itself checks (routes outside the route guard that still belong to a module). */
  moduleId?: number;
};

const route = (path: string, title: string, guard: GuardKind, moduleId?: number): FeatureRoute =>
  moduleId === undefined ? { path, title, guard } : { path, title, guard, moduleId };

export const FEATURE_ROUTES: readonly FeatureRoute[] = [
  // Guarded by the permission guard.
  route("alarms", "Alarms", "permission"),
  route("alarmsNar", "Alarm Reports", "permission"),
  route("TaskOperations", "Task Operations", "permission"),
  route("materialRequest", "Material Requests", "permission"),
  route("TaskConfigurationManagement", "Task Configuration", "permission"),
  route("TaskConfigurationSetup", "Task Configuration Setup", "permission"),
  route("LocationConfigurationManagement", "Location Configuration", "permission"),
  route("MobileSettings", "Mobile Settings", "permission"),
  route("ErrorLogs", "Error Logs", "permission"),
  route("DeviceVersionDetails", "Device Versions", "permission"),
  route("InternalTooling", "Mail outbox", "permission"),
  route("EmployeeConfiguration", "Employee Configuration", "permission"),
  route("categoryManagement", "Category Management", "permission"),
  route("billing", "Billing", "permission"),
  route("slideshow-dashboards", "Dashboard Carousel", "permission"),
  // The carousel's list, inside the portal's frame (the carousel itself fills the screen without it).
  route("slideshow-dashboards/settings", "Carousel Settings", "permission"),
  route("AssetConfigurationManagement", "Asset Configuration", "permission"),
  route("fixedAssetManagement", "Fixed Assets", "permission"),
  route("ProjectManagement/taskManagement", "Project Tasks", "permission"),
  route("userAdministration", "User Administration", "permission"),
  route("Approvals", "Approvals", "permission"),
  route("TasksApprovals", "Task Approvals", "permission"),
  route("smrManagement", "Stock and Material Requests", "permission"),
  route("entityManagement", "Entity Management", "permission"),
  route("circularShared", "Circulars", "permission"),
  route("project-plan-builder", "Project Plan Builder", "permission"),
  route("locationModules", "Location Details", "permission"),
  // No guard (LeaseManagement checks its module on the page itself).
  route("gen-ai", "AI Assistant", "none"),
  route("change-password", "Change Password", "none"),
  route("activate-user", "Activate Account", "none"),
  route("profile", "Profile", "none"),
  route("GIS", "Map", "none"),
  // The register and a lease's page (LeaseManagement/details/{id}), for roles with the Leases screen (6).
  route("LeaseManagement", "Leases", "none", 6),
  // Guarded by a login check.
  route("Site", "Sites", "login"),
  route("QuestionRights", "Question Rights", "login"),
  route("SurveyQuestionManagement", "Survey Questions", "login"),
  route("settings", "Settings", "login"),
  route("homepageSetup", "Home Page Setup", "login"),
  route("ProjectManagement", "Projects", "login"),
  route("FieldRights", "Field Rights", "login"),
  route("Notification", "Notification Settings", "login"),
  route("AutomationRule", "Automation Rules", "login"),
  route("DataPoints", "Data Points", "login"),
  route("ChargeCodes", "Charge Codes", "login"),
  route("Notifications", "Notifications", "login"),
  route("UserNotification", "User Notifications", "login"),
  route("ProjectManagement/singlesite", "Single-Site Projects", "login"),
  route("templateSectioning", "Template Sections", "login"),
  route("testingModule", "Testing", "login"),
  route("formBuilder", "Form Builder", "login"),
  route("RoleManagement", "Role Management", "login"),
  route("advancedSearch", "Advanced Analytics", "login"),
  route("bulkLocation", "Bulk Locations", "login"),
  route("billing/techrecon", "Technical Reconciliation", "login"),
  route("billing/financialRecon", "Financial Reconciliation", "login"),
  route("billing/invoicing", "Invoicing", "login"),
  route("reportManagement", "Report Management", "login"),
  route("billing/ruleconfig", "Rule Configuration", "login"),
  route("locations", "Locations", "login"),
  route("Links", "Links", "login"),
  route("bulkTasks", "Bulk Tasks", "login"),
  route("chargeProfile", "Charge Profiles", "login"),
  route("billing/reports", "Billing Reports", "login"),
  route("IntegrationDashboard", "Integrations", "login"),
  route("Image", "Download Center", "login"),
  route("Resource-Scheduler", "Resource Scheduler", "login"),
  route("EventsRuleEngine", "Alarm Rule Configurations", "login"),
  route("DocumentManagement", "Documents", "login"),
  route("GroupManagement", "Group Management", "login"),
  route("DynamicDashboard", "Dynamic Dashboards", "login"),
  route("Login-Callback", "Signing In", "login"),
  route("workorder-dashboard", "Work Order Dashboard", "login"),
  // No login check.
  route("ticketModuling", "Tickets", "none"),
  route("ticketdetails", "Ticket Details", "none"),
  // The ticket list's other address: workOrders is the ticket module too, so its page is Tickets.
  route("workOrders", "Tickets", "none"),
  route("configurations", "Configurations", "none"),
  route("viewer-concept", "Viewer", "none"),
  route("locationsConfiguration", "Locations Configuration", "none"),
  // The lease form's designer: its fields come with the Leases screen (6); designing them needs module 56.
  route("FormBuilderLease", "Lease Forms", "none", 6),
  route("bulk", "Bulk Operations", "none"),
  route("bulkWo", "Bulk Work Orders", "none"),
  route("WObulk", "Work Order Bulk Upload", "none"),
  route("bulkProjects", "Bulk Projects", "none"),
  route("bulkDataPoints", "Bulk Data Points", "none"),
  route("clientServices", "Client Services", "none"),
  route("PaymentProcessing", "Payment Processing", "none"),
  route("ProjectMaterial", "Project Materials", "none"),
  route("CreateBOQ", "Bill of Quantities", "none"),
  route("ProjectMaterialSteps", "Project Material Steps", "none"),
  route("Scheduler", "Scheduler", "none"),
  route("gis-google", "Map (Google)", "none"),
  route("dashboard-homepage-graph", "Home Page Graphs", "none"),
  route("dashboard-location-graph", "Location Graphs", "none"),
  route("dashboard-projects-graph", "Project Graphs", "none"),
  route("Trackers", "Trackers", "none"),
  // The product's own pages, outside the spec's table: the help centre and the terms of use.
  route("help", "Help Centre", "none"),
  route("terms", "Terms of Use", "none"),
];
