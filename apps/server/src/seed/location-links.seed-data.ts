import {
  AuditEntityType,
  LocationLevel,
  LocationLinkType,
  type LocationLinkTypeValue,
} from "@fieldstead/domain";
import type { Tx } from "../db/client.ts";
import { locationLinks } from "../db/schema/index.ts";
import { recordHistory } from "../modules/audit/audit.service.ts";
import type { AuditRecord } from "../modules/audit/audit.repository.ts";
import type { PlacedLocation } from "./assets.seed-data.ts";
import type { LocationProfile } from "./locations.seed-data.ts";
import type { Random } from "./demo-random.ts";
import { addDays } from "./demo-dates.ts";

type LinkSeed = {
  from: PlacedLocation;
  to: PlacedLocation;
  linkType: LocationLinkTypeValue;
  description: string;
};

/**
 * Links a working organisation has between its places: the sites on one network (fibre between campuses, a
 * microwave backhaul between towers), and the buildings of a site sharing a power feed.
 */
const buildLinks = (profile: LocationProfile, locations: readonly PlacedLocation[]): LinkSeed[] => {
  const sites = locations.filter((l) => l.levelId === LocationLevel.Site);
  const between = sites.slice(1).map((to, i) => ({
    from: sites[i]!,
    to,
    linkType: profile === "field" ? LocationLinkType.Microwave : LocationLinkType.Fiber,
    description:
      profile === "field"
        ? `Backhaul hop ${sites[i]!.code} – ${to.code}`
        : `Dark fibre pair, ${sites[i]!.code} to ${to.code}`,
  }));
  const feeds = sites.flatMap((site) => {
    const buildings = locations.filter(
      (l) => l.levelId === LocationLevel.Building && l.siteCode === site.code,
    );
    const [main, ...others] = buildings;
    return main
      ? others.map((to) => ({
          from: main,
          to,
          linkType: LocationLinkType.Power,
          description: `Shared 480 V feed from ${main.name}`,
        }))
      : [];
  });
  return [...between, ...feeds];
};

/** Writes the demo links with their history (the link's own entry and one on each end). */
export const seedLocationLinks = async (
  tx: Tx,
  input: {
    orgId: number;
    profile: LocationProfile;
    locations: readonly PlacedLocation[];
    officeIds: readonly number[];
    random: Random;
    now: Date;
  },
): Promise<void> => {
  const { orgId } = input;
  const seeds = buildLinks(input.profile, input.locations);
  if (seeds.length === 0) return;
  const at = seeds.map(() => addDays(input.now, -input.random.int(30, 700)));
  const written = await tx
    .insert(locationLinks)
    .values(
      seeds.map((s, i) => ({
        orgId,
        fromLocationId: s.from.id,
        toLocationId: s.to.id,
        linkType: s.linkType,
        description: s.description,
        createdById: input.officeIds[0] ?? null,
        createdAt: at[i]!,
        updatedAt: at[i]!,
      })),
    )
    .returning({ id: locationLinks.id });
  const history: AuditRecord[] = seeds.flatMap((s, i) => {
    const common = { orgId, employeeId: input.officeIds[0] ?? null, at: at[i]! };
    return [
      {
        ...common,
        entityType: AuditEntityType.LocationLink,
        entityId: written[i]!.id,
        action: "Added",
        summary: `${s.linkType} link between '${s.from.name}' and '${s.to.name}' added`,
      },
      ...[
        [s.from, s.to],
        [s.to, s.from],
      ].map(([self, other]) => ({
        ...common,
        entityType: AuditEntityType.Location,
        entityId: self!.id,
        action: "LinkAdded",
        summary: `${s.linkType} link to '${other!.name}' added`,
      })),
    ];
  });
  await recordHistory(tx, history);
};
