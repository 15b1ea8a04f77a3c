-- A cover's URL names its content (`coverUrl`, `getBookCover`), so browsers may keep it for good:
-- a database made anew at the same address (a demo's data directory wiped) numbers its books and
-- versions again from the start, and a key of id and version would then name another picture.
alter table books add column cover_key text generated always as (md5(image)) stored;
