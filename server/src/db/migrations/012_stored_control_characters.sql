-- Requests refuse text holding a control character other than the tab and the line breaks (C0,
-- DEL and C1), a password excepted: invisible, it told a title or a library's name apart from the
-- same text without it. Text stored before that rule kept it, and a record holding one could no
-- longer be saved as it was loaded (an edit form sends every field back) until it was found and
-- removed. This cleans the text the API takes, the copies of addresses made from it and the
-- names of categories:
--   - in a multi-line text (a book's description, a review's content: the kit's text areas),
--     vertical tab, form feed, NEL (U+0085) and the Unicode line and paragraph separators (U+2028,
--     U+2029) become a line feed;
--   - in a one-line text, vertical tab, form feed and NEL become a space, so that the words they
--     parted stay apart (a line break pasted from a word processor is a vertical tab) and a
--     library's name keeps its library_key (migration 007), which reads them as white space;
--   - in an e-mail, which holds no space, they go;
--   - every other refused control character goes.
-- A user's e-mail is left as it is: it is the account's sign-in, and unique (migration 011).

create function cleaned_text(value text, kind text) returns text
  language plpgsql immutable strict as $$
declare
  controls constant text := '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]';
  cleaned text;
begin
  -- Nearly all text holds none of the characters concerned: it is given back unexamined.
  if value !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]' then
    return value;
  end if;
  cleaned := case kind
    when 'lines' then regexp_replace(value, '[\u000b\u000c\u0085\u2028\u2029]', chr(10), 'g')
    when 'line' then regexp_replace(value, '[\u000b\u000c\u0085]', ' ', 'g')
    else value
  end;
  cleaned := regexp_replace(cleaned, controls, '', 'g');
  -- A text must not be blank (the contract's pattern), yet one of nothing but control characters
  -- (and white space) passed that check, as most of them are not white space: cleaned, it would
  -- read as nothing, a book without a title, a member without a name. Each of its control characters becomes U+FFFD
  -- instead, the character shown for one that cannot be: visible, and saved again as it is, until
  -- someone writes what was meant. Blank is as a reader sees it (library_key: white space and
  -- invisible characters aside).
  if library_key(cleaned) = '' then
    cleaned := regexp_replace(value, controls, chr(65533), 'g');
  end if;
  return cleaned;
end
$$;

-- Cleans the columns named (each with its kind of text) in the rows where that changes any, and
-- steps their version where the table keeps one: an edit form loaded before the change is then
-- told the record changed meanwhile (migration 005), rather than saving over it unseen. A row
-- left as it is is not written: its version stays, and its row triggers (the catalog versions of
-- migration 001) do not fire.
create function clean_columns(tab regclass, kinds jsonb, versioned boolean default false)
  returns void language plpgsql as $$
declare
  assignments text;
  changed text;
begin
  select string_agg(format('%I = cleaned_text(%I, %L)', col, col, kind), ', '),
      string_agg(format('%I <> cleaned_text(%I, %L)', col, col, kind), ' or ')
    into assignments, changed
    from jsonb_each_text(kinds) as k(col, kind);
  if versioned then
    assignments := assignments || ', version = version + 1';
  end if;
  execute format('update %s set %s where %s', tab, assignments, changed);
end
$$;

select clean_columns('users', '{"name": "line"}');

-- Two libraries of one city whose names differ only by a control character become lookalikes,
-- which the unique indexes of migrations 006 and 007 refuse: those are dropped first, and the
-- migration runs on. 007's is built again after the migrations, or, while lookalikes remain, they
-- are named in the log at each start (src/db/library-names.ts), as those saved before 007 were.
do $$
begin
  if exists (
    select from libraries
      group by library_key(cleaned_text(name, 'line')), library_key(cleaned_text(city, 'line'))
      having count(*) > 1
  ) or exists (
    select from libraries
      group by lower(btrim(cleaned_text(name, 'line'))), lower(btrim(cleaned_text(city, 'line')))
      having count(*) > 1
  ) then
    drop index if exists libraries_name_city_key_idx;
    drop index if exists libraries_name_city_idx;
  end if;
end
$$;

select clean_columns(
  'libraries',
  '{"name": "line", "city": "line", "address": "line", "contact_phone": "line",
    "contact_email": "email"}',
  versioned => true
);

-- While lookalikes keep 007's index out, 006's stands in where its names allow, as it did for
-- the lookalikes saved before 007.
do $$
begin
  if to_regclass('libraries_name_city_key_idx') is null
    and to_regclass('libraries_name_city_idx') is null
    and not exists (
      select from libraries group by lower(btrim(name)), lower(btrim(city)) having count(*) > 1
    )
  then
    create unique index libraries_name_city_idx
      on libraries (lower(btrim(name)), lower(btrim(city)));
  end if;
end
$$;

-- The books trigger moves their libraries' catalog versions, so cached book lists are rebuilt.
select clean_columns(
  'books',
  '{"title": "line", "author": "line", "isbn": "line", "description": "lines"}',
  versioned => true
);

-- Category names are unique. One whose cleaned name another has (already clean, or with a lower
-- id) is left as it is: no request takes a category's name, so it keeps no record from being
-- saved, and merging the two would move books. The update runs only where a name needs it, as
-- any update of categories moves every library's catalog version.
do $$
begin
  if exists (select from categories where name <> cleaned_text(name, 'line')) then
    update categories c
      set name = cleaned_text(c.name, 'line')
      where c.name <> cleaned_text(c.name, 'line')
        and not exists (
          select from categories o
            where o.id <> c.id
              and cleaned_text(o.name, 'line') = cleaned_text(c.name, 'line')
              and (o.name = cleaned_text(o.name, 'line') or o.id < c.id)
        );
  end if;
end
$$;

select clean_columns(
  'addresses',
  '{"street": "line", "city": "line", "state": "line", "zip_code": "line"}'
);
-- A rental's and a task's address are copies of a saved address's text (migration 004), cleaned
-- alike so that they read as the address does.
select clean_columns('rentals', '{"delivery_address": "line"}');
select clean_columns('delivery_tasks', '{"address": "line"}');
select clean_columns('reviews', '{"title": "line", "content": "lines"}');

drop function clean_columns(regclass, jsonb, boolean);
drop function cleaned_text(text, text);
