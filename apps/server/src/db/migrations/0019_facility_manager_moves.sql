-- The demo's Facility Manager supervises the work, but the demo seed gave the role's status moves switched off,
-- so the work-order page offered them none. The seed now switches on the supervisor's moves (seed/
-- status-transitions.seed-data.ts); the demo organisations seeded before get them here, once: only a 'Facility
-- Manager' role of a demo organisation that still has no move at all (as the seed left it; an administrator's
-- later choice is not undone at the next start, since a migration runs once).
-- The moves: assign (0→12, 100→12, 17→12), reset the date (0→100), start (14→1), pause and resume (1→15, 15→1),
-- complete (1→2), and the customer's verdict (2→21, 2→22, 22→1).
UPDATE "status_transition_permissions" AS t SET "is_enabled" = true
FROM "roles" AS r, "organisations" AS o
WHERE r."id" = t."role_id" AND o."id" = r."org_id" AND t."org_id" = r."org_id"
  AND r."name" = 'Facility Manager'
  AND o."name" IN ('Acme Facilities', 'Globex Field Services')
  AND NOT EXISTS (
    SELECT 1 FROM "status_transition_permissions" AS e WHERE e."role_id" = r."id" AND e."is_enabled")
  AND (t."from_status_id", t."to_status_id") IN (
    (0, 12), (0, 100), (100, 12), (17, 12), (14, 1), (1, 15), (15, 1), (1, 2), (2, 21), (2, 22), (22, 1));
