import type { ComponentType } from "react";

export type PageLoader = () => Promise<{ Component: ComponentType }>;

/** The full-screen dashboard carousel (/slideshow-dashboards), shown outside the portal's frame. */
export const CAROUSEL_PAGE: PageLoader = async () => ({
  Component: (await import("../features/carousel/components/carousel-page.tsx")).CarouselPage,
});

/**
 * The routes of FEATURE_ROUTES whose page is built, by path; every other route shows that it is coming.
 * Each page loads with its route, so its libraries stay out of the first download.
 */
export const FEATURE_PAGES: Readonly<Record<string, PageLoader>> = {
  profile: async () => ({
    Component: (await import("../features/profile/components/profile-page.tsx")).ProfilePage,
  }),
  settings: async () => ({
    Component: (await import("../features/identity/settings/sign-in-settings-page.tsx")).SignInSettingsPage,
  }),
  // The mail outbox: what the portal mailed (or keeps, without an SMTP server).
  InternalTooling: async () => ({
    Component: (await import("../features/identity/mail/components/mail-outbox-page.tsx")).MailOutboxPage,
  }),
  "change-password": async () => ({
    Component: (await import("../features/profile/components/change-password-page.tsx")).ChangePasswordPage,
  }),
  ErrorLogs: async () => ({
    Component: (await import("../features/logs/components/error-logs-page.tsx")).ErrorLogsPage,
  }),
  fixedAssetManagement: async () => ({
    Component: (await import("../features/assets/components/fixed-assets-page.tsx")).FixedAssetsPage,
  }),
  locations: async () => ({
    Component: (await import("../features/locations/components/locations-page.tsx")).LocationsPage,
  }),
  bulkLocation: async () => ({
    Component: (await import("../features/locations/components/bulk-location-page.tsx")).BulkLocationPage,
  }),
  // One bulk-create page of tasks and work orders under the three addresses the route table has for it.
  bulkTasks: async () => ({
    Component: (await import("../features/tasks/components/bulk-tasks-page.tsx")).BulkTasksPage,
  }),
  bulkWo: async () => ({
    Component: (await import("../features/tasks/components/bulk-tasks-page.tsx")).BulkTasksPage,
  }),
  WObulk: async () => ({
    Component: (await import("../features/tasks/components/bulk-tasks-page.tsx")).BulkTasksPage,
  }),
  Links: async () => ({
    Component: (await import("../features/locations/components/links-page.tsx")).LinksPage,
  }),
  categoryManagement: async () => ({
    Component: (await import("../features/assets/catalogue/components/category-management-page.tsx"))
      .CategoryManagementPage,
  }),
  AssetConfigurationManagement: async () => ({
    Component: (await import("../features/assets/catalogue/components/asset-configuration-page.tsx"))
      .AssetConfigurationPage,
  }),
  materialRequest: async () => ({
    Component: (
      await import("../features/assets/requests/components/material-requests/material-requests-page.tsx")
    ).MaterialRequestsPage,
  }),
  locationModules: async () => ({
    Component: (await import("../features/locations/components/location-modules-page.tsx"))
      .LocationModulesPage,
  }),
  Image: async () => ({
    Component: (await import("../features/exports/components/download-center-page.tsx")).DownloadCenterPage,
  }),
  ProjectManagement: async () => ({
    Component: (await import("../features/projects/components/project-management-page.tsx"))
      .ProjectManagementPage,
  }),
  DocumentManagement: async () => ({
    Component: (await import("../features/documents/components/document-library-page.tsx"))
      .DocumentLibraryPage,
  }),
  TaskConfigurationManagement: async () => ({
    Component: (await import("../features/task-configuration/components/task-configuration-page.tsx"))
      .TaskConfigurationPage,
  }),
  FieldRights: async () => ({
    Component: (await import("../features/task-configuration/components/field-rights-page.tsx"))
      .FieldRightsPage,
  }),
  TaskOperations: async () => ({
    Component: (await import("../features/tasks/components/task-operations-page.tsx")).TaskOperationsPage,
  }),
  Approvals: async () => ({
    Component: (await import("../features/approvals/components/approvals-page.tsx")).ApprovalsPage,
  }),
  TasksApprovals: async () => ({
    Component: (await import("../features/approvals/components/task-approvals-page.tsx")).TaskApprovalsPage,
  }),
  Scheduler: async () => ({
    Component: (await import("../features/scheduler/components/scheduler-page.tsx")).SchedulerPage,
  }),
  "Resource-Scheduler": async () => ({
    Component: (await import("../features/scheduler/components/resource-scheduler-page.tsx"))
      .ResourceSchedulerPage,
  }),
  "ProjectManagement/taskManagement": async () => ({
    Component: (await import("../features/projects/components/project-task-management-page.tsx"))
      .ProjectTaskManagementPage,
  }),
  LeaseManagement: async () => ({
    Component: (await import("../features/leases/components/leases-page.tsx")).LeasesPage,
  }),
  FormBuilderLease: async () => ({
    Component: (await import("../features/leases/forms/components/form-builder-lease-page.tsx"))
      .FormBuilderLeasePage,
  }),
  // Billing: clients, charge codes and profiles; rules and invoicing; payments received and reports.
  billing: async () => ({
    Component: (await import("../features/billing/overview/components/billing-overview-page.tsx"))
      .BillingOverviewPage,
  }),
  clientServices: async () => ({
    Component: (await import("../features/billing/setup/components/client-services-page.tsx"))
      .ClientServicesPage,
  }),
  ChargeCodes: async () => ({
    Component: (await import("../features/billing/setup/components/charge-codes-page.tsx")).ChargeCodesPage,
  }),
  chargeProfile: async () => ({
    Component: (await import("../features/billing/setup/components/charge-profile-page.tsx"))
      .ChargeProfilePage,
  }),
  "billing/ruleconfig": async () => ({
    Component: (await import("../features/billing/invoicing/components/rule-config-page.tsx")).RuleConfigPage,
  }),
  "billing/invoicing": async () => ({
    Component: (await import("../features/billing/invoicing/components/invoicing-page.tsx")).InvoicingPage,
  }),
  "billing/techrecon": async () => ({
    Component: (await import("../features/billing/recon/components/tech-recon-page.tsx")).TechReconPage,
  }),
  "billing/financialRecon": async () => ({
    Component: (await import("../features/billing/receipts/components/financial-recon-page.tsx"))
      .FinancialReconPage,
  }),
  "billing/reports": async () => ({
    Component: (await import("../features/billing/reports/components/billing-reports-page.tsx"))
      .BillingReportsPage,
  }),
  // The billing reports the signed-in person saved, run again from here.
  reportManagement: async () => ({
    Component: (await import("../features/billing/reports/components/report-management-page.tsx"))
      .ReportManagementPage,
  }),
  PaymentProcessing: async () => ({
    Component: (await import("../features/billing/payment-runs/components/payment-processing-page.tsx"))
      .PaymentProcessingPage,
  }),
  ticketModuling: async () => ({
    Component: (await import("../features/tickets/components/tickets-page.tsx")).TicketsPage,
  }),
  workOrders: async () => ({
    Component: (await import("../features/tickets/components/tickets-page.tsx")).TicketsPage,
  }),
  userAdministration: async () => ({
    Component: (await import("../features/admin/components/user-administration-page.tsx"))
      .UserAdministrationPage,
  }),
  ticketdetails: async () => ({
    Component: (await import("../features/tickets/components/ticket-details-page.tsx")).TicketDetailsPage,
  }),
  Notifications: async () => ({
    Component: (await import("../features/notifications/components/notifications-page.tsx"))
      .NotificationsPage,
  }),
  Notification: async () => ({
    Component: (await import("../features/notifications/components/notification-settings-page.tsx"))
      .NotificationSettingsPage,
  }),
  UserNotification: async () => ({
    Component: (await import("../features/notifications/components/user-notification-page.tsx"))
      .UserNotificationPage,
  }),
  DynamicDashboard: async () => ({
    Component: (await import("../features/analytics/components/dashboards-page.tsx")).DashboardsPage,
  }),
  // The addresses that open one built-in dashboard directly (DASHBOARD_ROUTE_IDS, named here: the domain's
  // analytics constants would weigh on the first download).
  ...Object.fromEntries(
    [
      "workorder-dashboard",
      "dashboard-homepage-graph",
      "dashboard-location-graph",
      "dashboard-projects-graph",
    ].map((path): [string, PageLoader] => [
      path,
      async () => ({
        Component: (await import("../features/analytics/components/direct-dashboard-page.tsx"))
          .DirectDashboardPage,
      }),
    ]),
  ),
  advancedSearch: async () => ({
    Component: (await import("../features/analytics/components/advanced-analytics-page.tsx"))
      .AdvancedAnalyticsPage,
  }),
  "slideshow-dashboards/settings": async () => ({
    Component: (await import("../features/analytics/carousel/components/carousel-settings-page.tsx"))
      .CarouselSettingsPage,
  }),
  terms: async () => ({
    Component: (await import("../features/identity/terms/components/terms-page.tsx")).TermsPage,
  }),
  help: async () => ({
    Component: (await import("../features/help/components/help-centre-page.tsx")).HelpCentrePage,
  }),
  "gen-ai": async () => ({
    Component: (await import("../features/help/components/assistant-page.tsx")).AssistantPage,
  }),
};
