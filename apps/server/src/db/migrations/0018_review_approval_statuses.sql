-- 'Accepted' (18) means only that the technician accepted the job, an open status. A reviewer's approval at level 1
-- used to set it too, so approved work counted as open again and turned overdue after its due date; level 1 now
-- leaves the work Completed (2) with its review Approved (docs/decisions/tasks.md, "One meaning per status").
-- Work that stands at 18 because a reviewer approved it (review Approved 2, or Pending Approval 1 when level 1
-- approved and level 2 awaits) becomes Completed: a technician cannot move a task that awaits or passed an
-- approval, so no technician's acceptance is among them. The rollup triggers of tasks (0009, 0012, 0016) fire on
-- this UPDATE, so the dashboards' counters follow the move.
UPDATE "tasks" SET "status_id" = 2, "completed_at" = coalesce("completed_at", "updated_at")
WHERE "status_id" = 18 AND "review_approval_id" IN (1, 2);
--> statement-breakpoint
-- The history says the same: a level-1 approval recorded as "Status changed from Completed to Accepted" is the
-- approval it was ("Review approved at level 1", a comment kept), without a status change, so the timeline shows
-- no second 'Accepted'.
UPDATE "audit_entries" SET
  "changes" = (
    SELECT coalesce(jsonb_agg(e.c ORDER BY e.i), '[]'::jsonb)
    FROM jsonb_array_elements("changes") WITH ORDINALITY AS e(c, i)
    WHERE NOT (e.c->>'Field' = 'Status' AND e.c->>'To' = 'Accepted')),
  "summary" = regexp_replace("summary", '^Status changed from [A-Za-z ]+ to Accepted($|: )', 'Review approved at level 1\1')
WHERE "entity_type" = 'task' AND "action" = 'ReviewApproved'
  AND "changes" @> '[{"Field": "Status", "To": "Accepted"}]';
--> statement-breakpoint
-- What followed such an approval started from Completed: the next level's decision, and a reopening of approved
-- work. (A decision is only ever made on work sent for review from Completed, and a reopening from 'Accepted'
-- of a review that stood Approved can only follow an approval.)
UPDATE "audit_entries" SET
  "changes" = (
    SELECT jsonb_agg(
      CASE WHEN e.c->>'Field' = 'Status' AND e.c->>'From' = 'Accepted'
        THEN jsonb_set(e.c, '{From}', '"Completed"') ELSE e.c END ORDER BY e.i)
    FROM jsonb_array_elements("changes") WITH ORDINALITY AS e(c, i)),
  "summary" = regexp_replace("summary", 'Status changed from Accepted to ', 'Status changed from Completed to ')
WHERE "entity_type" = 'task'
  AND "changes" @> '[{"Field": "Status", "From": "Accepted"}]'
  AND ("action" IN ('ReviewApproved', 'ReviewRejected')
    OR ("action" = 'Reopened' AND "changes" @> '[{"Field": "Review", "From": "Approved"}]'));
