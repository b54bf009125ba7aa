import { assertNever, LeaseDetailTab, type LeaseDetail, type LeaseDetailTabValue } from "@fieldstead/domain";
import { LeaseBillingTab, LeaseDocumentsTab } from "../../billing/index.ts";
import { LeaseBillingFormTab } from "../../forms/index.ts";
import { LeaseActivityTab } from "./lease-activity-tab.tsx";
import { LeaseSpacesTab } from "./lease-spaces-tab.tsx";
import { LeaseTermsTab } from "./lease-terms-tab.tsx";
import { LeaseOverviewTab } from "./overview/lease-overview-tab.tsx";

export type LeaseTabContentProps = { tab: LeaseDetailTabValue; lease: LeaseDetail };

/** The tab on screen. */
export const LeaseTabContent = ({ tab, lease }: LeaseTabContentProps) => {
  switch (tab) {
    case LeaseDetailTab.Overview:
      return <LeaseOverviewTab lease={lease} />;
    case LeaseDetailTab.LeaseTerms:
      return <LeaseTermsTab leaseId={lease.Id} />;
    case LeaseDetailTab.LeaseSpaces:
      return <LeaseSpacesTab leaseId={lease.Id} />;
    case LeaseDetailTab.Billing:
      return <LeaseBillingTab leaseId={lease.Id} lease={lease} />;
    case LeaseDetailTab.Documents:
      return <LeaseDocumentsTab leaseId={lease.Id} lease={lease} />;
    case LeaseDetailTab.Activity:
      return <LeaseActivityTab leaseId={lease.Id} />;
    case LeaseDetailTab.BillingForm:
      return <LeaseBillingFormTab leaseId={lease.Id} lease={lease} />;
    default:
      return assertNever(tab);
  }
};
