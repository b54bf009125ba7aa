import type { WorkOrderTemplate } from "./work-order-templates.seed-data.ts";

/** Corrective work: something broke or a complaint came in. */
export const CORRECTIVE_BY_CATEGORY: Record<string, readonly WorkOrderTemplate[]> = {
  HVAC: [
    [
      "{label} not cooling – check refrigerant charge",
      "Occupants report warm supply air. Verify compressor operation, check suction and head pressures and record readings.",
    ],
    [
      "{label} tripping on high head pressure",
      "Unit locked out twice this week. Inspect the condenser coil and fan motor, reset and monitor.",
    ],
    [
      "Replace condenser fan motor – {label}",
      "Fan motor seized during the last PM. Replace motor and run capacitor, verify amperage.",
    ],
    [
      "Hot/cold complaint – {loc}",
      "Tenant reports uneven temperatures. Check zone sensor calibration and damper operation.",
    ],
    [
      "Water leaking from {label} drain pan",
      "Condensate is overflowing onto ceiling tiles. Clear the drain line, treat the pan and test the float switch.",
    ],
  ],
  Generator: [
    [
      "{label} failed to start during weekly exercise",
      "Controller shows a fail-to-crank alarm. Check starting batteries, charger and starter.",
    ],
    [
      "Coolant leak at {label} block heater hose",
      "Coolant found under the generator. Replace hose and clamps, top off coolant.",
    ],
    [
      "Replace battery charger – {label}",
      "Charger output reads 0 V. Replace with a like unit and confirm float voltage.",
    ],
  ],
  Electrical: [
    [
      "Breaker tripping on {label}",
      "Circuit trips under load. Thermal-scan the panel and check for overload before resetting.",
    ],
    [
      "Replace failed ballast, {loc} corridor",
      "Three fixtures are dark. Replace the ballast or convert the fixtures to LED drivers.",
    ],
    [
      "{label} on battery – utility input alarm",
      "Unit transferred to battery overnight. Investigate the input breaker and report runtime remaining.",
    ],
  ],
  "Fire Safety": [
    [
      "Trouble signal on {label}",
      "Panel shows a ground fault on loop 2. Isolate the fault and clear the trouble.",
    ],
    [
      "Replace discharged fire extinguisher – {loc}",
      "Extinguisher was used on a small kitchen fire. Replace it and tag the new unit.",
    ],
    [
      "Supervisory alarm – {label}",
      "Supervisory signal from the riser. Verify valve position and adjust the tamper switch.",
    ],
  ],
  Plumbing: [
    [
      "Water leak at ceiling, {loc}",
      "Active drip above the ceiling grid. Locate the source, isolate and repair.",
    ],
    [
      "No hot water – {label}",
      "Tenants report no hot water since this morning. Check ignition, venting and gas supply.",
    ],
    ["Clogged drain – {loc}", "Slow-draining lavatories. Snake the line and check the vent."],
  ],
  "IT Equipment": [
    [
      "{label} offline – no link to core",
      "Monitoring shows the device down. Check the uplink optic and power supply.",
    ],
    [
      "Wi-Fi dead zone – {loc}",
      "Users report dropped connections. Run a survey and adjust access point placement.",
    ],
    [
      "Replace failed drive – {label}",
      "Controller reports a predictive failure. Hot-swap the drive and watch the rebuild.",
    ],
  ],
  Elevators: [
    [
      "{label} out of service – doors not closing",
      "Car stuck with doors open. Adjust the door operator and return the car to service.",
    ],
    [
      "Entrapment follow-up – {label}",
      "Passenger entrapment reported yesterday. Inspect leveling and the brake.",
    ],
    [
      "Emergency phone not dialing out – {label}",
      "Car phone fails its test call. Repair the line and re-test with the monitoring center.",
    ],
  ],
  Security: [
    [
      "{label} offline – no video",
      "Camera shows no signal on the recorder. Check the PoE port and re-terminate the cable if needed.",
    ],
    [
      "Card reader not reading badges – {loc}",
      "Badges are rejected at the reader. Check wiring and controller communication.",
    ],
    [
      "Door forced alarms – {loc}",
      "Repeated door-forced alarms overnight. Adjust the strike and the door closer.",
    ],
  ],
  Vehicles: [
    ["Check engine light – {asset}", "Driver reports a check-engine light. Pull codes and repair."],
    ["Replace front brake pads – {label}", "Pads measured 3 mm at the last inspection."],
    ["Flat tire – {label}", "Repair or replace the tire and reset the TPMS."],
  ],
  "Fuel Systems": [
    [
      "Interstitial alarm – {label}",
      "Tank monitor shows an interstitial alarm. Inspect the sump and sensor.",
    ],
    ["Slow flow at {label}", "Flow rate below 10 gpm. Replace the filter and check the submersible pump."],
    ["Water in tank – {label}", "Water detected above 1 in. Pump out the water and treat the fuel."],
  ],
  Telecom: [
    [
      "Rectifier module alarm – {label}",
      "Minor alarm from one module. Replace the module and confirm load sharing.",
    ],
    [
      "Low battery voltage – {label}",
      "String float voltage below 52 V. Test cells and replace weak monoblocs.",
    ],
    [
      "Microwave link degraded – {label}",
      "Receive level dropped 12 dB after high winds. Check alignment and connectors.",
    ],
    ["Tower light outage – {site}", "FAA beacon reported out. File the NOTAM and replace the lamp."],
  ],
  Substation: [
    [
      "Relay event investigation – {label}",
      "Feeder tripped on overcurrent. Download the event report and review the settings.",
    ],
    ["Oil leak at {label}", "Oil stain below a radiator valve. Tighten the gasket and monitor."],
    [
      "Lockout after storm – {label}",
      "Locked out after last night's storm. Patrol the line before closing in.",
    ],
  ],
};
