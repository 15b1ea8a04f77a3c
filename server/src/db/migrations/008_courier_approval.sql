-- Every task shows its courier a member's name and home address, so a courier who registers is
-- given tasks only once approved (`npm run approve-courier`); until then their tasks are refused
-- (403) and their library's new tasks go to its approved couriers, or wait. Couriers registered
-- before this rule were given tasks already: they stay approved.
alter table users add column approved_at timestamptz;
update users set approved_at = created_at where role = 'DELIVERY_PARTNER';
