-- Migration 006 told two libraries apart by their name and city with letter case and the spaces
-- at either end aside. Names that only differ in what a reader cannot see passed it: a run of
-- spaces, a no-break space, a zero-width space, a full-width letter. library_key compares them
-- as a member reads them on the register screen: compatibility-normalised (NFKC turns no-break
-- and full-width spaces into spaces and full-width letters into letters), invisible characters
-- dropped (format characters and those Unicode marks as default-ignorable, the contract's
-- \p{Cf}\p{DI}), every run of white space one space, trimmed, lower case. Letter case is folded
-- beyond ASCII in a UTF-8 locale (PGlite's, and a database created as README says).

create function library_key(text) returns text
  language sql immutable strict parallel safe
  return lower(btrim(regexp_replace(
    regexp_replace(
      normalize($1, NFKC),
      '[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u2800\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufffb\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]',
      '', 'g'),
    '[\s\u0085\u1680\u2028\u2029]+', ' ', 'g')));

-- The unique index on library_key(name), library_key(city) is built after the migrations by
-- src/db/library-names.ts: a database already holding two such libraries keeps migration 006's
-- index until one of them is renamed, and the server names them in its log at each start.
