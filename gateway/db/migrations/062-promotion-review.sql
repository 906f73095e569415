-- The console's promotion review desk (docs/decisions/057): who decided an application, and a
-- newest-first index of one merchant's applications for its keyset-paged list.
ALTER TABLE promotion_entries ADD COLUMN decided_by uuid NULL REFERENCES staff (id);
CREATE INDEX promotion_entries_applications ON promotion_entries (merchant, applied_at DESC, id DESC) WHERE applied_at IS NOT NULL;
