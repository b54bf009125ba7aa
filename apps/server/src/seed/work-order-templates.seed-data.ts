/**
 * Work-order wording. Placeholders: {asset} the asset's name, {label} its short label, {loc} the location's
 * name, {site} the site's name, {gallons} a delivery volume, {route} a drive-test route.
 */
export type WorkOrderTemplate = readonly [summary: string, detail: string];

/** Planned and preventive work on a schedule. */
export const PREVENTIVE_BY_CATEGORY: Record<string, readonly WorkOrderTemplate[]> = {
  HVAC: [
    [
      "Quarterly PM – {asset}",
      "Replace filters, inspect belts, clean coils as needed and record operating readings.",
    ],
    [
      "Annual coil cleaning – {label}",
      "Chemically clean evaporator and condenser coils; verify airflow afterwards.",
    ],
  ],
  Generator: [
    [
      "Monthly load test – {asset}",
      "Run under load for 30 minutes; record voltage, frequency, oil pressure and coolant temperature.",
    ],
    [
      "Annual service – {label} oil, filters and coolant analysis",
      "Change oil and filters, sample coolant, inspect belts and hoses.",
    ],
  ],
  Electrical: [
    ["Infrared scan – {asset}", "Annual thermographic survey; report any hot spots with photos."],
    [
      "Torque check and cleaning – {label}",
      "De-energize under lockout/tagout, clean and torque connections to specification.",
    ],
  ],
  "Fire Safety": [
    ["Monthly extinguisher inspection – {loc}", "Check gauge, pin and seal, and sign the inspection tag."],
    [
      "Annual fire alarm inspection – {site}",
      "Test devices and notification appliances per NFPA 72; notify the monitoring company first.",
    ],
  ],
  Plumbing: [
    ["Annual backflow test – {label}", "Test and certify per the water utility; file the report."],
    ["Flush and descale – {label}", "Drain sediment and inspect the anode rod."],
  ],
  "IT Equipment": [
    [
      "Firmware update – {asset}",
      "Apply the approved firmware in the maintenance window; verify configuration after reboot.",
    ],
    [
      "Quarterly hardware health check – {label}",
      "Review logs, fans and power supplies; clean dust filters.",
    ],
  ],
  Elevators: [
    [
      "Monthly elevator maintenance – {asset}",
      "Lubricate, inspect doors and safety circuits, and log the visit in the machine-room binder.",
    ],
    ["Annual state inspection – {label}", "Accompany the state inspector and correct any items noted."],
  ],
  Security: [
    [
      "Quarterly camera cleaning and aim check – {site}",
      "Clean domes and lenses and confirm each field of view.",
    ],
    ["Access control audit – {site}", "Verify door schedules and test every reader."],
  ],
  Vehicles: [
    ["5,000-mile service – {asset}", "Oil and filter change, tire rotation and multi-point inspection."],
    ["Annual DOT inspection – {label}", "Complete the annual vehicle inspection and file the report."],
  ],
  "Fuel Systems": [
    [
      "Monthly walk-through inspection – {site}",
      "Check spill buckets, sumps and dispensers per the EPA walk-through rule.",
    ],
    [
      "Annual tank integrity check – {label}",
      "Inspect shell, supports and containment; document findings with photos.",
    ],
  ],
  Telecom: [
    [
      "Quarterly site inspection – {site}",
      "Check shelter, grounding, fence and lighting; photograph the compound.",
    ],
    ["Battery impedance test – {label}", "Measure and record impedance for every cell."],
  ],
  Substation: [
    ["Breaker timing test – {label}", "Perform trip/close timing and contact resistance tests."],
    [
      "Monthly substation inspection – {site}",
      "Walk the yard, read counters and gauges, check the fence and grounding.",
    ],
  ],
};

export const FUELING: readonly WorkOrderTemplate[] = [
  ["Generator refuel – {label}, {site}", "Top off the base tank to 95% and record gallons delivered."],
  ["Fuel polishing – {label}", "Polish the diesel, replace filters and send a fuel sample to the lab."],
  ["Scheduled refuel – {site}", "Routine top-off after the monthly load test."],
];

export const EMERGENCY_FUELING: readonly WorkOrderTemplate[] = [
  [
    "Emergency generator refuel – {site}",
    "Utility outage ongoing and the generator has run 18 hours. Deliver fuel before the level drops below 25%.",
  ],
  [
    "Emergency refuel – {label} low fuel alarm",
    "Low-fuel alarm received from the site monitor. Dispatch the nearest fuel truck.",
  ],
];

export const TANKER_FUELING: readonly WorkOrderTemplate[] = [
  [
    "Tanker delivery – {gallons} gal ULSD to {site}",
    "Scheduled bulk delivery. Gauge the tanks before and after and attach the bill of lading.",
  ],
  ["Winter blend delivery – {site}", "Deliver winterized diesel and add anti-gel treatment."],
];

export const NON_TELCO: readonly WorkOrderTemplate[] = [
  ["Snow removal – parking lot and walkways, {site}", "Plow and de-ice before 6 AM; salt all entrances."],
  ["Landscape irrigation repair – {site}", "Broken sprinkler head is flooding the sidewalk."],
  ["Pest control service – {loc}", "Monthly service plus follow-up on ants reported in the break room."],
  ["Replace stained ceiling tiles – {loc}", "Tiles stained by the previous leak; match the existing grid."],
  ["Paint touch-up – {loc}", "Scuffs along the walls after the furniture move."],
  ["Gate operator repair – {site}", "Vehicle gate stops halfway open. Check the limit switches and chain."],
  ["Weed abatement and gravel top-up – {site}", "Spray the compound and top up the gravel inside the fence."],
];

export const BY_TYPE: Record<string, readonly WorkOrderTemplate[]> = {
  FixedAssets: [
    ["Asset verification – {loc}", "Scan every asset tag and confirm location and condition."],
    [
      "Tag new equipment – {loc}",
      "Apply asset tags and record serial numbers for equipment received last week.",
    ],
  ],
  Rollout: [
    ["Install Wi-Fi access points – {loc}", "Mount and cable new access points per the survey drawing."],
    [
      "Deploy rugged tablets to field crew – {site}",
      "Enroll the tablets in device management and hand them out.",
    ],
  ],
  AddAssetToWarehouse: [
    [
      "Receive equipment into warehouse – {loc}",
      "Check delivered pallets against the purchase order and tag each asset.",
    ],
  ],
  WarehouseScan: [["Cycle count – {loc}", "Scan all bins in aisles 1–6 and reconcile with inventory."]],
  SiteDeployment: [
    [
      "Commission new microwave link – {site}",
      "Align the dishes, run the link test and hand over to network operations.",
    ],
    [
      "Install remote site monitoring – {site}",
      "Install the RTU, wire alarms for door, fuel and power, and test with the NOC.",
    ],
  ],
  Fieldscan: [
    [
      "Field scan – equipment inventory at {site}",
      "Walk the site, scan every asset tag and photograph new equipment.",
    ],
  ],
  DriveTest: [
    [
      "LTE drive test – {route}",
      "Drive the route with the scanner running and upload the logs at the end of the shift.",
    ],
  ],
  Lease: [
    [
      "Lease compliance walkthrough – {loc}",
      "Walk the premises with the landlord's representative and record their condition.",
    ],
    ["Landlord-requested roof access – {site}", "Escort the landlord's roofer and sign the access log."],
  ],
};

export const DRIVE_TEST_ROUTES = [
  "I-25 corridor, Castle Rock to Monument",
  "US-50, Pueblo to Cañon City",
  "I-70, Grand Junction to Fruita",
  "US-160, Durango to Bayfield",
] as const;

/** Site access notes appended to work-order descriptions. */
export const ACCESS_NOTES = [
  "Check in with building security at the front desk.",
  "Key is in the lockbox; the code is on file with dispatch.",
  "Coordinate any shutdown with the tenant before 7 AM.",
  "Call the site contact 30 minutes before arrival.",
  "Close and lock the compound gate behind you.",
  "Hard hat, safety glasses and FR clothing required on site.",
  "",
  "",
] as const;
