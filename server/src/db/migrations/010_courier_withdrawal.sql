-- A platform administrator may withdraw a courier's approval (someone who left, a lost phone):
-- they are then given no task and see none, as before approval, but they no longer wait for it,
-- so the list of couriers waiting for approval does not offer them again.
alter table users add column approval_withdrawn_at timestamptz;
