-- Accounts were told apart by lower(email) alone: "josé@x.org" written with é (U+00E9) and with
-- e and a combining accent (U+0065 U+0301) made two accounts that read the same, and an
-- administrator assigning one by its e-mail could pick the other. email_key compares e-mails as
-- they read: canonically composed (NFC; not NFKC, which would change what is delivered to), then
-- lower case. As library_key, it needs a UTF-8 database.

create function email_key(text) returns text
  language sql immutable strict parallel safe
  return lower(normalize($1, NFC));

-- Accounts made before this rule may break it; stop with a message that names them rather than
-- with the bare duplicate-key error of the index.
do $$
declare
  duplicates text;
begin
  select string_agg(accounts, '; ')
    into duplicates
    from (
      select string_agg(format('%s (user %s)', email, id), ', ' order by id) as accounts
        from users
        group by email_key(email)
        having count(*) > 1
    ) alike;
  if duplicates is not null then
    raise exception 'Accounts have e-mails that read the same: %', duplicates
      using hint = 'Change the e-mail of all but one of each (update users set email = … where id = …), then start the server again.';
  end if;
end
$$;

create unique index users_email_key_idx on users (email_key(email));
drop index users_email_key;
