-- A task carries the address it goes to. A pickup goes where the member's saved address says now
-- (corrected or moved since the delivery), while the rental keeps the address it was delivered
-- to; editing a saved address moves the open tasks that go to it.

alter table delivery_tasks add column address text;
update delivery_tasks t set address = r.delivery_address from rentals r where r.id = t.rental_id;
alter table delivery_tasks alter column address set not null;

-- Editing or deleting an address looks up the rentals made to it.
create index rentals_address_idx on rentals (address_id);
