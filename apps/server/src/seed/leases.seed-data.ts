import {
  BillingFrequency,
  calendarDayOf,
  LeaseStatus,
  MONTHS_PER_BILLING_PERIOD,
  type BillingFrequencyId,
  type LeaseStatusId,
} from "@fieldstead/domain";
import type { PlacedLocation } from "./assets.seed-data.ts";
import { addDays, addMonths, earliest, firstOfMonth, isoDate, latest } from "./demo-dates.ts";
import { counterpartiesIn, emailFor, personName, phoneNumberFor, type ContactRole } from "./demo-names.ts";
import type { Random } from "./demo-random.ts";
import { LEASE_KINDS } from "./lease-kinds.seed-data.ts";
import {
  buildBillingPeriods,
  PaymentStory,
  scheduleOf,
  summaryOf,
  type BillingPeriodSeed,
  type EscalationSeed,
  type LeaseSummarySeed,
  type LeaseTermsSeed,
  type PaymentStoryValue,
} from "./lease-billing.seed-data.ts";
import type { LocationProfile } from "./locations.seed-data.ts";

export type LeaseContactSeed = {
  fullName: string;
  role: string;
  department: string;
  phoneNumber: string;
  email: string;
};

export type LeaseSeed = LeaseTermsSeed &
  LeaseSummarySeed & {
    leaseNumber: string;
    locationId: number;
    lessor: string;
    lessee: string;
    dimensions: string;
    securityDeposit: string | null;
    description: string;
    statusId: LeaseStatusId;
    createdAt: Date;
    updatedAt: Date;
    contacts: LeaseContactSeed[];
    periods: BillingPeriodSeed[];
  };

const STATUS_MIX: Record<LocationProfile, readonly [LeaseStatusId, number][]> = {
  facilities: [
    [LeaseStatus.Active, 9],
    [LeaseStatus.Draft, 2],
    [LeaseStatus.Inactive, 2],
    [LeaseStatus.Terminated, 2],
  ],
  field: [
    [LeaseStatus.Active, 5],
    [LeaseStatus.Draft, 1],
    [LeaseStatus.Inactive, 1],
    [LeaseStatus.Terminated, 1],
  ],
};

const FREQUENCY_WEIGHTS: Record<LocationProfile, readonly (readonly [BillingFrequencyId, number])[]> = {
  facilities: [
    [BillingFrequency.Monthly, 70],
    [BillingFrequency.Quarterly, 20],
    [BillingFrequency.Yearly, 10],
  ],
  field: [
    [BillingFrequency.Monthly, 40],
    [BillingFrequency.Quarterly, 20],
    [BillingFrequency.Yearly, 40],
  ],
};

/** Start and end, a whole number of years apart so the tenure fits every billing cycle. */
const termFor = (
  random: Random,
  status: LeaseStatusId,
  now: Date,
): { start: Date; end: Date; years: number } => {
  const thisMonth = firstOfMonth(now);
  if (status === LeaseStatus.Draft) {
    const years = random.pick([3, 5]);
    const start = addMonths(thisMonth, random.int(1, 3));
    return { start, end: addMonths(start, years * 12), years };
  }
  if (status === LeaseStatus.Active) {
    const years = random.pick([3, 5, 5, 7, 10]);
    const start = addMonths(thisMonth, -random.int(1, Math.min(72, years * 12 - 4)));
    return { start, end: addMonths(start, years * 12), years };
  }
  const years = random.pick([1, 2, 3, 5]);
  const end = addMonths(thisMonth, -random.int(1, 18));
  return { start: addMonths(end, -years * 12), end, years };
};

const contactsFor = (
  random: Random,
  roles: readonly ContactRole[],
  company: string,
  state: string,
): LeaseContactSeed[] =>
  random.sample(roles, random.int(1, 3)).map(([role, department]) => {
    const { firstName, lastName } = personName(random);
    return {
      fullName: `${firstName} ${lastName}`,
      role,
      department,
      phoneNumber: phoneNumberFor(random, state),
      email: emailFor(firstName, lastName, company),
    };
  });

type LeaseInput = {
  random: Random;
  profile: LocationProfile;
  orgName: string;
  locations: readonly PlacedLocation[];
  count: number;
  now: Date;
};

/**
 * How the active leases' payments stand, in the order of their numbers: most are up to date, a few owe (whole
 * bills, or the rest of one), and a few have their latest bill in the approval flow.
 */
const ACTIVE_STORIES: readonly PaymentStoryValue[] = [
  PaymentStory.UpToDate,
  PaymentStory.Overdue,
  PaymentStory.AwaitingApproval,
  PaymentStory.PartlyPaid,
  PaymentStory.UpToDate,
  PaymentStory.Approved,
  PaymentStory.Hold,
  PaymentStory.PaymentInitiated,
  PaymentStory.UpToDate,
];

/** Most leases raise the rent by a percentage every year from their first anniversary, some by an amount. */
const escalationFor = (random: Random, rent: string, start: Date): EscalationSeed => {
  const percent = (random.int(8, 16) * 0.25).toFixed(2);
  const kind = random.weighted([
    ["Percent", 6],
    ["Amount", 2],
    [null, 1],
  ] as const);
  if (kind === null)
    return { escalationKind: null, escalationValue: null, escalationEveryMonths: null, escalationFrom: null };
  // A fixed increase of about 3% of the rent, in whole tens.
  const amount = (Math.max(1, Math.round((Number(rent) * 0.03) / 10)) * 10).toFixed(2);
  return {
    escalationKind: kind,
    escalationValue: kind === "Percent" ? percent : amount,
    escalationEveryMonths: 12,
    escalationFrom: isoDate(addMonths(start, 12)),
  };
};

/** The story of each active lease, in order; ended leases have none, and drafts no bills at all. */
const storiesOf = (statuses: readonly LeaseStatusId[]): (PaymentStoryValue | null)[] => {
  let active = 0;
  return statuses.map((status) =>
    status === LeaseStatus.Active ? (ACTIVE_STORIES[active++ % ACTIVE_STORIES.length] ?? null) : null,
  );
};

/** The organisation's leases, numbered in order of their start. */
export const buildLeases = ({ random, profile, orgName, locations, count, now }: LeaseInput): LeaseSeed[] => {
  const statuses = random.shuffle(
    STATUS_MIX[profile].flatMap(([status, n]) => Array<LeaseStatusId>(n).fill(status)),
  );
  const kinds = LEASE_KINDS[profile].map((k) => [k, k.weight] as const);
  const drafts = Array.from({ length: count }, (_, i) => {
    const statusId = statuses[i % statuses.length] ?? LeaseStatus.Active;
    const kind = random.weighted(kinds);
    const atLevel = locations.filter((l) => kind.levels.includes(l.levelId));
    const keywords = kind.siteKeywords;
    const preferred = keywords
      ? atLevel.filter((l) => keywords.some((k) => l.siteName.includes(k)))
      : atLevel;
    const location = random.pick(preferred.length > 0 ? preferred : atLevel.length > 0 ? atLevel : locations);
    return { statusId, kind, location, ...termFor(random, statusId, now) };
  });
  drafts.sort((a, b) => a.start.getTime() - b.start.getTime());
  const stories = storiesOf(drafts.map((d) => d.statusId));
  const today = calendarDayOf(now);
  return drafts.map(({ statusId, kind, location, start, end, years }, index) => {
    const [counterparty] = random.pick(counterpartiesIn(kind.counterparties, location.state));
    const [lessor, lessee] = kind.isLessor ? [orgName, counterparty] : [counterparty, orgName];
    const { text: dimensions, annualRent } = kind.dimensions(random);
    const frequency = random.weighted(FREQUENCY_WEIGHTS[profile]);
    const rent = (Math.round(annualRent / 12) * MONTHS_PER_BILLING_PERIOD[frequency]).toFixed(2);
    const createdAt = earliest(addDays(start, -random.int(15, 60)), addDays(now, -random.int(1, 20)));
    const values: Record<string, string> = { loc: location.name, lessee, years: String(years) };
    const lease = {
      leaseNumber: `LSE-${1001 + index}`,
      locationId: location.id,
      lessor,
      lessee,
      dimensions,
      startDate: isoDate(start),
      endDate: isoDate(end),
      rent,
      rentFrequencyId: frequency,
      securityDeposit: random.chance(0.8)
        ? (Math.round(((annualRent / 12) * random.pick([1, 1.5, 2])) / 100) * 100).toFixed(2)
        : null,
      ...escalationFor(random, rent, start),
      description: kind.description.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole),
      statusId,
      createdAt,
      updatedAt: latest(createdAt, addDays(now, -random.int(0, 90))),
      contacts: contactsFor(random, kind.contactRoles, counterparty, location.state),
    };
    // A draft has no schedule yet: activation makes it.
    const schedule = statusId === LeaseStatus.Draft ? [] : scheduleOf(lease);
    const periods = buildBillingPeriods({ random, now, today, schedule, story: stories[index] ?? null });
    return { ...lease, ...summaryOf(periods, today), periods };
  });
};
