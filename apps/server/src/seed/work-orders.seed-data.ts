import {
  LocationLevel,
  TaskStatus,
  WorkOrderType,
  type LocationLevelId,
  type TaskPriorityId,
  type TaskStatusId,
  type WorkOrderTypeId,
} from "@fieldstead/domain";
import type { PlacedLocation } from "./assets.seed-data.ts";
import { CORRECTIVE_BY_CATEGORY } from "./corrective-work.seed-data.ts";
import { addDays, atWorkingHour, parseIsoDate, DAY_MS } from "./demo-dates.ts";
import type { Random } from "./demo-random.ts";
import type { LocationProfile } from "./locations.seed-data.ts";
import type { ProjectStatus } from "./projects.seed-data.ts";
import {
  needsAssignee,
  planStatuses,
  plannedDateFor,
  priorityFor,
  scheduleFor,
  type TaskSchedule,
} from "./task-schedule.seed-data.ts";
import {
  ACCESS_NOTES,
  BY_TYPE,
  DRIVE_TEST_ROUTES,
  EMERGENCY_FUELING,
  FUELING,
  NON_TELCO,
  PREVENTIVE_BY_CATEGORY,
  TANKER_FUELING,
  type WorkOrderTemplate,
} from "./work-order-templates.seed-data.ts";

export type PlacedAsset = { id: number; name: string; label: string; category: string; locationId: number };
export type PlacedProject = {
  id: number;
  code: string;
  name: string;
  locationId: number | null;
  status: ProjectStatus;
  startDate: string;
  endDate: string;
  taskTypeId: WorkOrderTypeId;
  tasks: readonly string[];
};

export type TaskSeed = TaskSchedule & {
  workOrderNumber: string;
  summary: string;
  description: string;
  typeId: WorkOrderTypeId;
  statusId: TaskStatusId;
  priorityId: TaskPriorityId;
  projectId: number | null;
  locationId: number;
  assigneeId: number | null;
  createdById: number;
};

const T = WorkOrderType;
const { Site, Building, Floor, Room } = LocationLevel;

const TYPE_WEIGHTS: Record<LocationProfile, readonly (readonly [WorkOrderTypeId, number])[]> = {
  facilities: [
    [T.CorrectiveMaintenance, 42],
    [T.Master, 26],
    [T.NonTelco, 14],
    [T.FixedAssets, 5],
    [T.Lease, 4],
    [T.Rollout, 4],
    [T.AddAssetToWarehouse, 2],
    [T.WarehouseScan, 2],
    [T.Fueling, 2],
  ],
  field: [
    [T.CorrectiveMaintenance, 26],
    [T.Master, 20],
    [T.Fueling, 16],
    [T.NonTelco, 10],
    [T.EmergencyFueling, 5],
    [T.TankerFueling, 5],
    [T.SiteDeployment, 3],
    [T.Rollout, 3],
    [T.Fieldscan, 3],
    [T.DriveTest, 3],
    [T.WarehouseScan, 2],
    [T.AddAssetToWarehouse, 2],
    [T.FixedAssets, 2],
    [T.Lease, 1],
  ],
};

/** Where work of a type that is not tied to one asset takes place. */
const PLACE_FOR_TYPE: Partial<
  Record<WorkOrderTypeId, { levels: readonly LocationLevelId[]; keywords?: string[] }>
> = {
  [T.NonTelco]: { levels: [Site, Building, Floor] },
  [T.TankerFueling]: { levels: [Site], keywords: ["Fuel Depot"] },
  [T.FixedAssets]: { levels: [Building, Floor, Room] },
  [T.Rollout]: { levels: [Building, Floor] },
  [T.AddAssetToWarehouse]: { levels: [Building], keywords: ["Warehouse", "Distribution"] },
  [T.WarehouseScan]: { levels: [Building], keywords: ["Warehouse", "Distribution"] },
  [T.SiteDeployment]: { levels: [Site], keywords: ["Tower Site"] },
  [T.Fieldscan]: { levels: [Site], keywords: ["Tower Site", "Substation"] },
  [T.DriveTest]: { levels: [Site], keywords: ["Tower Site"] },
  [T.Lease]: { levels: [Site, Building] },
};

const TYPE_NAMES = new Map<number, string>(Object.entries(WorkOrderType).map(([name, id]) => [id, name]));

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

type Content = { summary: string; detail: string; locationId: number };

type WorkOrderInput = {
  random: Random;
  profile: LocationProfile;
  now: Date;
  locations: readonly PlacedLocation[];
  assets: readonly PlacedAsset[];
  projects: readonly PlacedProject[];
  technicianIds: readonly number[];
  creatorIds: readonly number[];
  count: number;
};

const makeContent = (
  input: WorkOrderInput,
  byId: ReadonlyMap<number, PlacedLocation>,
  typeId: WorkOrderTypeId,
): Content => {
  const { random, locations, assets } = input;
  const atAsset = (asset: PlacedAsset, templates: readonly WorkOrderTemplate[]): Content => {
    const location = byId.get(asset.locationId);
    const [summary, detail] = random.pick(templates);
    const values = {
      asset: asset.name,
      label: asset.label,
      loc: location?.name ?? "",
      site: location?.siteName ?? "",
    };
    return { summary: fill(summary, values), detail: fill(detail, values), locationId: asset.locationId };
  };
  if (typeId === T.CorrectiveMaintenance || typeId === T.Master) {
    const library = typeId === T.Master ? PREVENTIVE_BY_CATEGORY : CORRECTIVE_BY_CATEGORY;
    const covered = assets.filter((a) => library[a.category]);
    const asset = random.pick(covered.length > 0 ? covered : assets);
    return atAsset(asset, library[asset.category] ?? NON_TELCO);
  }
  if (typeId === T.Fueling || typeId === T.EmergencyFueling) {
    const generators = assets.filter((a) => a.category === "Generator");
    const asset = random.pick(generators.length > 0 ? generators : assets);
    return atAsset(asset, typeId === T.Fueling ? FUELING : EMERGENCY_FUELING);
  }
  const place = PLACE_FOR_TYPE[typeId] ?? { levels: [Site] };
  const atLevel = locations.filter((l) => place.levels.includes(l.levelId));
  const keywords = place.keywords;
  const preferred = keywords ? atLevel.filter((l) => keywords.some((k) => l.name.includes(k))) : atLevel;
  const location = random.pick(preferred.length > 0 ? preferred : atLevel.length > 0 ? atLevel : locations);
  const templates =
    typeId === T.TankerFueling ? TANKER_FUELING : (BY_TYPE[TYPE_NAMES.get(typeId) ?? ""] ?? NON_TELCO);
  const [summary, detail] = random.pick(templates);
  const values = {
    loc: location.name,
    site: location.siteName,
    gallons: random.pick(["2,500", "4,000", "5,000", "7,500", "8,000"]),
    route: random.pick(DRIVE_TEST_ROUTES),
  };
  return { summary: fill(summary, values), detail: fill(detail, values), locationId: location.id };
};

/** The status a project's task has reached, given where the project stands and when the task is planned. */
const projectTaskStatus = (random: Random, status: ProjectStatus, planned: Date, now: Date): TaskStatusId => {
  const days = (planned.getTime() - now.getTime()) / DAY_MS;
  if (status === "Completed" || days < -3) {
    return random.chance(0.25) ? TaskStatus.AcceptedByCustomer : TaskStatus.Completed;
  }
  if (status === "On Hold") return days <= 14 ? TaskStatus.Paused : TaskStatus.NotStarted;
  if (days <= 3) return TaskStatus.InProgress;
  return days <= 21 ? TaskStatus.AssignedToTechnician : TaskStatus.NotStarted;
};

type Draft = Omit<TaskSeed, "workOrderNumber">;

/** Every work order of an organisation, numbered per year in the order they were raised. */
export const buildWorkOrders = (input: WorkOrderInput): TaskSeed[] => {
  const { random, now, technicianIds, creatorIds, profile } = input;
  const sites = input.locations.filter((l) => l.levelId === Site);
  const byId = new Map(input.locations.map((l) => [l.id, l]));
  const assigneeFor = (status: TaskStatusId) =>
    technicianIds.length > 0 && needsAssignee(random, status) ? random.pick(technicianIds) : null;
  const draft = (
    typeId: WorkOrderTypeId,
    status: TaskStatusId,
    planned: Date,
    content: Content,
    projectId: number | null,
  ): Draft => {
    const priority = priorityFor(random, typeId);
    const note = random.pick(ACCESS_NOTES);
    return {
      ...scheduleFor({ random, now, status, priority, typeId, planned }),
      summary: content.summary,
      description: note ? `${content.detail} ${note}` : content.detail,
      typeId,
      statusId: status,
      priorityId: priority,
      projectId,
      locationId: content.locationId,
      assigneeId: assigneeFor(status),
      createdById: random.pick(creatorIds),
    };
  };

  const projectTasks = input.projects.flatMap((project) => {
    const start = parseIsoDate(project.startDate);
    const spanDays = (parseIsoDate(project.endDate).getTime() - start.getTime()) / DAY_MS;
    return project.tasks.map((summary, index) => {
      const day = addDays(start, Math.floor(((index + 0.5) / project.tasks.length) * spanDays));
      const planned = atWorkingHour(day, random.int(7, 10), 0);
      const status = projectTaskStatus(random, project.status, planned, now);
      const locationId = project.locationId ?? random.pick(sites).id;
      const detail = `Part of project ${project.code} – ${project.name}.`;
      return draft(project.taskTypeId, status, planned, { summary, detail, locationId }, project.id);
    });
  });

  const typeWeights = TYPE_WEIGHTS[profile];
  const standalone = planStatuses(random, Math.max(0, input.count - projectTasks.length)).map((status) => {
    const typeId = random.weighted(typeWeights);
    return draft(typeId, status, plannedDateFor(random, now, status), makeContent(input, byId, typeId), null);
  });

  const perYear = new Map<number, number>();
  return [...projectTasks, ...standalone]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((task) => {
      const year = task.createdAt.getUTCFullYear();
      const next = (perYear.get(year) ?? 0) + 1;
      perYear.set(year, next);
      return { ...task, workOrderNumber: `WO-${year}-${String(next).padStart(5, "0")}` };
    });
};
