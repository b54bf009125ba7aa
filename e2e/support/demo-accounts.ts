/** The demo accounts the server seeds on a fresh embedded database (README, "Demo accounts"). */
export const DEMO_ACCOUNTS = [
  { email: "admin@acme.example", role: "Administrator", organisation: "Acme Facilities" },
  { email: "tech@acme.example", role: "Field Technician", organisation: "Acme Facilities" },
  { email: "lease@acme.example", role: "Lease Manager", organisation: "Acme Facilities" },
  { email: "viewer@acme.example", role: "Viewer", organisation: "Acme Facilities" },
  { email: "manager@acme.example", role: "Facility Manager", organisation: "Acme Facilities" },
  { email: "admin@globex.example", role: "Administrator", organisation: "Globex Field Services" },
  { email: "tech@globex.example", role: "Field Technician", organisation: "Globex Field Services" },
] as const;

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];
