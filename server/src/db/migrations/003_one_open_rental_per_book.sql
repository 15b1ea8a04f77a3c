-- A member may have one open (not yet RETURNED) rental of a book at a time. The index is what
-- decides when two borrows of the same book by the same member race.

-- Rentals made before this rule may break it; stop with a message that names them rather than
-- with the bare duplicate-key error of the index.
do $$
declare
  duplicates text;
begin
  select string_agg(format('user %s, book %s (rentals %s)', user_id, book_id, ids), '; ')
    into duplicates
    from (
      select user_id, book_id, string_agg(id::text, ', ' order by id) as ids
        from rentals
        where status <> 'RETURNED'
        group by user_id, book_id
        having count(*) > 1
    ) open_twice;
  if duplicates is not null then
    raise exception 'Members have the same book on loan twice: %', duplicates
      using hint = 'Complete the pickup of all but one of each, then start the server again.';
  end if;
end
$$;

create unique index rentals_one_open_per_user_book on rentals (user_id, book_id)
  where status <> 'RETURNED';
