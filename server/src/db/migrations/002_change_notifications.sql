-- Servers sharing one PostgreSQL reuse reads of users and catalog versions between changes; these
-- notifications (sent at commit) tell every server that such a change happened elsewhere.

create function notify_lending_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('lending_changes', tg_table_name);
  return null;
end
$$;

create trigger libraries_changed
  after insert or update or delete on libraries
  for each statement execute function notify_lending_change();

create trigger users_changed
  after insert or update or delete on users
  for each statement execute function notify_lending_change();
