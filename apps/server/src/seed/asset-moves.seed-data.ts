import { and, asc, eq, sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import type { ActiveSession } from "../plugins/session-store.ts";
import { createMoveRequest } from "../modules/assets/requests/asset-moves.service.ts";
import {
  approveMoveRequest,
  cancelMoveRequest,
  completeMoveRequest,
  rejectMoveRequest,
} from "../modules/assets/requests/asset-moves.steps.ts";
import { createMaterialRequest } from "../modules/assets/requests/material-requests.service.ts";
import {
  approveMaterialRequest,
  fulfilMaterialRequest,
  rejectMaterialRequest,
} from "../modules/assets/requests/material-requests.steps.ts";
import type { Tx } from "../db/client.ts";
import { assets, locations } from "../db/schema/index.ts";
import { addDays, addHours } from "./demo-dates.ts";

export type RequestSeedInput = {
  orgId: number;
  now: Date;
  /** The administrators: they ask for some moves and decide every request. */
  officeIds: readonly number[];
  /** Field technicians: they ask for most requests and carry out moves. */
  technicianIds: readonly number[];
};

type Step = (ctx: AppContext, session: ActiveSession) => Promise<unknown>;

/**
 * Demo move and material requests in every state, written through the same services people use (inside the
 * seed's transaction), so their history, timelines and domain events are what the product itself writes.
 */
export const seedMoveAndMaterialRequests = async (tx: Tx, input: RequestSeedInput): Promise<void> => {
  const { orgId, now } = input;
  const admin = input.officeIds[0];
  if (admin === undefined) return;
  const technician = input.technicianIds[0] ?? admin;
  let clock = now;
  const ctx = {
    db: tx,
    now: () => clock,
    permissions: {
      roleAllows: async () => true,
      employeesAllowed: async () => [...input.officeIds],
    },
  } as unknown as AppContext;
  const as = (employeeId: number): ActiveSession => ({
    sessionId: "seed",
    employeeId,
    orgId,
    roleId: 0,
    expiresAt: addDays(now, 1),
  });
  /** Runs the steps at their moments (days before now), each as its person. */
  const run = async (steps: [number, number, Step][]) => {
    for (const [daysAgo, who, step] of steps) {
      // Spread over the working day, so the demo's times differ.
      clock = addHours(addDays(now, -daysAgo), -((daysAgo * 5 + who) % 8));
      await step(ctx, as(who));
    }
  };

  const places = await tx
    .select({ id: locations.id, isWarehouse: locations.isWarehouse })
    .from(locations)
    .where(and(eq(locations.orgId, orgId), eq(locations.status, "Active")))
    .orderBy(asc(locations.id));
  const warehouse = places.find((p) => p.isWarehouse);
  const sites = places.filter((p) => !p.isWarehouse);
  const stock = await tx
    .select({
      id: assets.id,
      locationId: assets.locationId,
      serialized: assets.serialized,
      partId: assets.partId,
      quantity: assets.quantity,
    })
    .from(assets)
    .where(and(eq(assets.orgId, orgId), sql`${assets.partId} is not null`))
    .orderBy(asc(assets.id));
  const used = new Set<number>();
  /** `count` serialized assets standing together at one place that is (or is not) the warehouse. */
  const pick = (count: number, inWarehouse = false): { ids: number[]; from: number } | null => {
    const free = stock.filter(
      (a) => a.serialized && !used.has(a.id) && (a.locationId === warehouse?.id) === inWarehouse,
    );
    for (const a of free) {
      const together = free.filter((b) => b.locationId === a.locationId).slice(0, count);
      if (together.length === count) {
        together.forEach((b) => used.add(b.id));
        return { ids: together.map((b) => b.id), from: a.locationId! };
      }
    }
    return null;
  };
  const elsewhere = (from: number, offset: number) => {
    const others = sites.filter((s) => s.id !== from);
    return others[offset % others.length]!.id;
  };

  const moves: {
    count: number;
    inWarehouse?: boolean;
    age: number;
    by: number;
    end: (id: () => number) => [number, number, Step][];
  }[] = [
    {
      count: 1,
      age: 21,
      by: technician,
      end: (id) => [
        [20, admin, (c, s) => approveMoveRequest(c, s, id())],
        [19, technician, (c, s) => completeMoveRequest(c, s, id())],
      ],
    },
    {
      count: 1,
      inWarehouse: true,
      age: 13,
      by: admin,
      end: (id) => [
        [12, admin, (c, s) => approveMoveRequest(c, s, id(), "Needed for the spring maintenance round")],
        [11, technician, (c, s) => completeMoveRequest(c, s, id())],
      ],
    },
    {
      count: 1,
      age: 16,
      by: technician,
      end: (id) => [[15, technician, (c, s) => cancelMoveRequest(c, s, id(), "Repaired on site instead")]],
    },
    {
      count: 1,
      age: 9,
      by: technician,
      end: (id) => [
        [
          8,
          admin,
          (c, s) => rejectMoveRequest(c, s, id(), "The loading dock is closed for repairs this month."),
        ],
      ],
    },
    { count: 2, age: 5, by: admin, end: (id) => [[4, admin, (c, s) => approveMoveRequest(c, s, id())]] },
    { count: 1, age: 2, by: technician, end: () => [] },
    { count: 3, age: 1, by: admin, end: () => [] },
  ];
  // Numbered in the order they were asked for.
  moves.sort((x, y) => y.age - x.age);
  for (const [index, move] of moves.entries()) {
    const picked = pick(move.count, move.inWarehouse);
    if (!picked) continue;
    let requestId = 0;
    await run([
      [
        move.age,
        move.by,
        async (c, s) => {
          const reply = await createMoveRequest(c, s, {
            AssetIds: picked.ids,
            ToLocationId: elsewhere(picked.from, index * 7 + 3),
            Reason: move.inWarehouse
              ? "Install at the site"
              : "Consolidating equipment after the site survey",
          });
          requestId = reply.Id;
        },
      ],
      ...move.end(() => requestId),
    ]);
  }

  if (!warehouse) return;
  const consumables = stock.filter((a) => !a.serialized && a.locationId === warehouse.id && a.quantity > 10);
  const items = (from: number, count: number) =>
    consumables.slice(from, from + count).map((a, i) => ({ PartId: a.partId!, Quantity: 2 + i }));
  const neededBy = (daysAhead: number) => addDays(now, daysAhead).toISOString().slice(0, 10);
  const materials: {
    age: number;
    items: ReturnType<typeof items>;
    end: (id: () => number) => [number, number, Step][];
  }[] = [
    {
      age: 10,
      items: items(0, 2),
      end: (id) => [
        [9, admin, (c, s) => approveMaterialRequest(c, s, id())],
        [8, technician, (c, s) => fulfilMaterialRequest(c, s, id(), warehouse.id)],
      ],
    },
    {
      age: 6,
      items: items(2, 1),
      end: (id) => [
        [5, admin, (c, s) => rejectMaterialRequest(c, s, id(), "Use the spares already on site.")],
      ],
    },
    { age: 3, items: items(3, 3), end: (id) => [[2, admin, (c, s) => approveMaterialRequest(c, s, id())]] },
    { age: 0, items: items(6, 2), end: () => [] },
  ];
  for (const [index, material] of materials.entries()) {
    if (material.items.length === 0) continue;
    let requestId = 0;
    await run([
      [
        material.age,
        technician,
        async (c, s) => {
          const reply = await createMaterialRequest(c, s, {
            LocationId: sites[(index * 5 + 2) % sites.length]!.id,
            NeededBy: neededBy(14 - material.age),
            Notes: "Filters and belts for the quarterly service",
            Items: material.items,
          });
          requestId = reply.Id;
        },
      ],
      ...material.end(() => requestId),
    ]);
  }
};
