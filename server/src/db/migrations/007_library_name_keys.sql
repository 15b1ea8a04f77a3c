-- Migration 006 told two libraries apart by their name and city with letter case and the spaces
-- at either end aside. Names that only differ in what a reader cannot see passed it: a run of
-- spaces, a no-break space, a zero-width space, a full-width letter. library_key compares them
-- as a member reads them on the register screen: compatibility-normalised (NFKC turns no-break
-- and full-width spaces into spaces and full-width letters into letters), invisible format
-- characters dropped, every run of white space one space, trimmed, lower case.

create function library_key(text) returns text
  language sql immutable strict parallel safe
  return lower(btrim(regexp_replace(
    regexp_replace(
      normalize($1, NFKC),
      '[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u2800\u3164\ufe00-\ufe0f\ufeff\uffa0]',
      '', 'g'),
    '[\s\u0085\u1680\u2028\u2029]+', ' ', 'g')));

drop index if exists libraries_name_city_idx;

-- As in 006, a database already holding such a pair keeps it, unindexed, until one is renamed;
-- the service still refuses a new one.
do $$
begin
  if not exists (
    select 1 from libraries group by library_key(name), library_key(city) having count(*) > 1
  ) then
    create unique index libraries_name_city_key_idx
      on libraries (library_key(name), library_key(city));
  end if;
end
$$;
