-- A book's and a library's version goes up by one at each update through the API, so that an
-- update made from a form opened on an older version is refused (409) instead of silently undoing
-- the update made since. A borrow or a return changes a book's copies, not its version: an edit
-- form does not send copies, so it cannot undo them.

alter table books add column version integer not null default 1;
alter table libraries add column version integer not null default 1;
