-- ADR 0091, "Filters whose combination is empty". The inbox writes into its statements the kinds of
-- lead that its status and province filters imply (inbox-view.ts impliedKinds): 'Completed' with a
-- province reads the empty ('Completed', 'after-sale') range of the (status, kind) index instead of
-- walking every 'Completed' lead (555,000 at a million). These checks make the two facts it relies
-- on hold for every row, whatever writes it: only applications and after-sale requests carry a
-- province, and each kind has its own statuses (statusesFor).
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_province_kinds" CHECK ("province" IS NULL OR "kind" IN ('life-application', 'travel-application', 'after-sale'));--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_status_of_kind" CHECK (CASE WHEN "kind" IN ('life-application', 'travel-application') THEN "status" IN ('Received', 'In review', 'More information needed', 'Approved', 'Policy issued', 'Declined', 'Withdrawn') ELSE "status" IN ('Pending', 'In Progress', 'Completed') END);
