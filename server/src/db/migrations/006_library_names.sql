-- Two libraries of one name in one city (letter case and surrounding spaces aside) could not be
-- told apart where members choose theirs (the register screen lists "name (city)"). The service
-- refuses such a library in words; the index settles two saves at once. A database that already
-- holds such a pair keeps it, unindexed, until it is renamed (the service still refuses a new one).

do $$
begin
  if not exists (
    select 1 from libraries group by lower(btrim(name)), lower(btrim(city)) having count(*) > 1
  ) then
    create unique index libraries_name_city_idx
      on libraries (lower(btrim(name)), lower(btrim(city)));
  end if;
end
$$;
