import { WorkOrderType, type WorkOrderTypeId } from "@fieldstead/domain";
import { addMonths, firstOfMonth, isoDate } from "./demo-dates.ts";
import type { LocationProfile } from "./locations.seed-data.ts";
import { FIELD_PROJECTS } from "./field-projects.seed-data.ts";

export type ProjectStatus = "Active" | "On Hold" | "Completed";

export type ProjectTemplate = {
  /** `{year}` becomes the year the project starts. */
  name: string;
  description: string;
  locationCode: string;
  status: ProjectStatus;
  startMonthsAgo: number;
  durationMonths: number;
  isArchived?: boolean;
  taskTypeId: WorkOrderTypeId;
  tasks: readonly string[];
};

const { NonTelco, Rollout, CorrectiveMaintenance, Master } = WorkOrderType;

const FACILITY_PROJECTS: readonly ProjectTemplate[] = [
  {
    name: "Roof Replacement – Belleview Tower",
    description:
      "Replace the 22-year-old built-up roof with a tapered-insulation TPO system and re-flash all rooftop unit curbs.",
    locationCode: "DTC-01-B1",
    status: "Active",
    startMonthsAgo: 3,
    durationMonths: 7,
    taskTypeId: NonTelco,
    tasks: [
      "Roof core cuts and moisture survey",
      "Tear-off and disposal – roof section A",
      "Install tapered insulation and TPO membrane – section A",
      "Flash and reset rooftop unit curbs",
      "Final roof inspection with manufacturer's representative",
    ],
  },
  {
    name: "LED Retrofit {year}",
    description:
      "Convert fluorescent troffers and parking-lot fixtures to LED with occupancy controls; eligible for the utility's lighting rebate.",
    locationCode: "DTC-01",
    status: "Active",
    startMonthsAgo: 5,
    durationMonths: 9,
    taskTypeId: Rollout,
    tasks: [
      "Lighting audit – Union Plaza, all floors",
      "Retrofit troffers to LED – Belleview Tower Floor 1",
      "Retrofit troffers to LED – Belleview Tower Floor 2",
      "Install occupancy sensors in conference rooms",
      "Utility rebate post-installation inspection",
    ],
  },
  {
    name: "Chiller Plant Optimization – Flatirons Lab Building",
    description:
      "Add variable-speed condenser water pumping and re-sequence the chillers to cut plant energy by an estimated 18%.",
    locationCode: "BRP-01-B1",
    status: "On Hold",
    startMonthsAgo: 4,
    durationMonths: 10,
    taskTypeId: CorrectiveMaintenance,
    tasks: [
      "Chiller plant trend-log review",
      "Install VFD on condenser water pump 2",
      "Recommission chiller sequencing in the BAS",
    ],
  },
  {
    name: "Fire Alarm Panel Modernization – Redwood Distribution Center",
    description:
      "Replace the end-of-life fire alarm panel and network cards; acceptance test with the fire marshal.",
    locationCode: "SLC-01-B1",
    status: "Completed",
    startMonthsAgo: 14,
    durationMonths: 5,
    isArchived: true,
    taskTypeId: Rollout,
    tasks: [
      "Pre-test existing fire alarm devices",
      "Replace fire alarm control panel and network cards",
      "Acceptance test with the fire marshal",
    ],
  },
  {
    name: "Elevator Modernization – Gateway Tower",
    description:
      "Replace controllers, machines and door equipment on both passenger cars, one car at a time to keep service running.",
    locationCode: "TMP-01-B1",
    status: "Active",
    startMonthsAgo: 2,
    durationMonths: 10,
    taskTypeId: Rollout,
    tasks: [
      "Elevator condition survey",
      "Controller and machine replacement – car 1",
      "State elevator inspection – car 1",
      "Controller and machine replacement – car 2",
    ],
  },
  {
    name: "Building Automation Upgrade – Union Plaza",
    description:
      "Move the building from legacy pneumatic and LonWorks controls to BACnet controllers with a new web front end.",
    locationCode: "DTC-01-B2",
    status: "Completed",
    startMonthsAgo: 10,
    durationMonths: 6,
    taskTypeId: NonTelco,
    tasks: [
      "Controller inventory and points list",
      "Replace legacy VAV controllers – Floor 1",
      "Graphics and alarm setup in the BAS front end",
    ],
  },
  {
    name: "Parking Garage Restoration – Denver Tech Center",
    description:
      "Concrete repairs, traffic coating and joint sealant on levels P1–P3; on hold pending the structural engineer's report.",
    locationCode: "DTC-01",
    status: "On Hold",
    startMonthsAgo: 1,
    durationMonths: 8,
    taskTypeId: NonTelco,
    tasks: ["Concrete condition survey", "Traffic coating and joint sealant – level P2"],
  },
  {
    name: "Security Camera Refresh {year}",
    description:
      "Replace analog cameras at the docks and perimeter with 5 MP IP cameras recorded for 30 days.",
    locationCode: "SLC-01",
    status: "Active",
    startMonthsAgo: 2,
    durationMonths: 5,
    taskTypeId: Rollout,
    tasks: [
      "Camera coverage survey",
      "Install IP cameras – loading docks",
      "Configure 30-day retention on the NVR",
    ],
  },
  {
    name: "Data Center UPS Replacement – Boulder",
    description: "Swap the lab's 40 kVA UPS and battery cabinet during two weekend maintenance windows.",
    locationCode: "BRP-01-B1",
    status: "Completed",
    startMonthsAgo: 8,
    durationMonths: 3,
    taskTypeId: Rollout,
    tasks: [
      "Load study and shutdown plan",
      "Swap UPS modules during the maintenance window",
      "Battery string acceptance test",
    ],
  },
  {
    name: "ADA Restroom Renovation – Marine Street Annex",
    description:
      "Bring the ground-floor restrooms up to ADA clearances with new fixtures, grab bars and signage.",
    locationCode: "BRP-01-B2",
    status: "Active",
    startMonthsAgo: 1,
    durationMonths: 4,
    taskTypeId: NonTelco,
    tasks: ["Demolition of existing fixtures", "Install grab bars, lavatories and signage"],
  },
  {
    name: "Backflow Certification Program {year}",
    description:
      "Annual testing and certification of every backflow assembly, with reports filed with the water utilities.",
    locationCode: "DTC-01",
    status: "Active",
    startMonthsAgo: 9,
    durationMonths: 12,
    taskTypeId: Master,
    tasks: [
      "Annual backflow test – Belleview Tower",
      "Annual backflow test – Union Plaza",
      "File certificates with Denver Water",
    ],
  },
  {
    name: "Office Consolidation – Tempe Gateway",
    description:
      "Consolidate two floors into one and return the surplus furniture and network gear to inventory.",
    locationCode: "TMP-01",
    status: "Completed",
    startMonthsAgo: 13,
    durationMonths: 4,
    isArchived: true,
    taskTypeId: NonTelco,
    tasks: ["Furniture decommission – Floor 3", "Network drop removal and patch-panel cleanup"],
  },
];

export type ProjectSeed = {
  code: string;
  name: string;
  description: string;
  status: ProjectStatus;
  locationCode: string;
  startDate: string;
  endDate: string;
  archived: boolean;
  createdAt: Date;
  taskTypeId: WorkOrderTypeId;
  tasks: readonly string[];
};

export const buildProjects = (profile: LocationProfile, now: Date): ProjectSeed[] =>
  (profile === "field" ? FIELD_PROJECTS : FACILITY_PROJECTS).map((template, index) => {
    const start = addMonths(firstOfMonth(now), -template.startMonthsAgo);
    const end = addMonths(start, template.durationMonths);
    const year = String(start.getUTCFullYear());
    return {
      code: `PRJ-${year}-${String(index + 1).padStart(3, "0")}`,
      name: template.name.replace("{year}", year),
      description: template.description,
      status: template.status,
      locationCode: template.locationCode,
      startDate: isoDate(start),
      endDate: isoDate(end),
      archived: template.isArchived ?? false,
      createdAt: addMonths(start, -1),
      taskTypeId: template.taskTypeId,
      tasks: template.tasks,
    };
  });
