-- The whole schema of the first release. Ids are 32-bit integers, as the contract's Id is.

create table libraries (
  id integer generated always as identity primary key,
  name text not null,
  city text not null,
  address text not null,
  contact_phone text not null,
  contact_email text not null,
  -- Bumped by triggers whenever anything shown in the library's book list changes; the server
  -- caches that list keyed by this number.
  catalog_version bigint not null default 0,
  created_at timestamptz not null default now()
);

create table users (
  id integer generated always as identity primary key,
  name text not null,
  email text not null,
  password_hash text not null,
  role text not null check (role in ('USER', 'ADMIN', 'DELIVERY_PARTNER', 'SUPER_ADMIN')),
  library_id integer references libraries (id),
  created_at timestamptz not null default now()
);
create unique index users_email_key on users (lower(email));
create index users_library_role_idx on users (library_id, role);

create table categories (
  id integer generated always as identity primary key,
  name text not null unique
);

create table books (
  id integer generated always as identity primary key,
  library_id integer not null references libraries (id) on delete cascade,
  category_id integer not null references categories (id),
  title text not null,
  author text not null,
  isbn text not null,
  description text not null,
  available_copies integer not null check (available_copies >= 0),
  available boolean not null default true,
  image bytea,
  -- Deleted books stay for the rental history that names them.
  deleted_at timestamptz,
  created_at timestamptz not null default now()
);
create index books_library_idx on books (library_id) where deleted_at is null;

create table addresses (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  street text not null,
  city text not null,
  state text not null,
  zip_code text not null
);
create index addresses_user_idx on addresses (user_id);

create table rentals (
  id integer generated always as identity primary key,
  user_id integer not null references users (id),
  book_id integer not null references books (id) on delete cascade,
  library_id integer not null references libraries (id) on delete cascade,
  address_id integer references addresses (id) on delete set null,
  -- A copy of the address as it was, so deleting or editing the address keeps the history true.
  delivery_address text not null,
  rental_date date not null,
  status text not null
    check (status in ('PENDING_DELIVERY', 'ACTIVE', 'RETURN_REQUESTED', 'RETURNED')),
  rented_at timestamptz not null default now(),
  return_requested_at timestamptz,
  pickup_date date,
  returned_at timestamptz
);
create index rentals_user_idx on rentals (user_id);
create index rentals_book_idx on rentals (book_id);

create table reviews (
  id integer generated always as identity primary key,
  rental_id integer not null unique references rentals (id) on delete cascade,
  user_id integer not null references users (id),
  book_id integer not null references books (id) on delete cascade,
  rating smallint not null check (rating between 1 and 5),
  title text not null,
  content text not null,
  created_at timestamptz not null default now()
);
create index reviews_book_idx on reviews (book_id);

create table delivery_tasks (
  id integer generated always as identity primary key,
  rental_id integer not null references rentals (id) on delete cascade,
  library_id integer not null references libraries (id) on delete cascade,
  type text not null check (type in ('DELIVERY', 'PICKUP')),
  -- Null while the library has no delivery partner; the first one to join takes it.
  partner_id integer references users (id),
  scheduled_date date,
  created_at timestamptz not null default now(),
  assigned_at timestamptz,
  completed_at timestamptz
);
create index delivery_tasks_partner_idx on delivery_tasks (partner_id, completed_at);
create index delivery_tasks_unassigned_idx on delivery_tasks (library_id)
  where partner_id is null;

create function bump_catalog_version_for_book() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    update libraries set catalog_version = catalog_version + 1 where id = old.library_id;
    return old;
  end if;
  update libraries set catalog_version = catalog_version + 1 where id = new.library_id;
  if tg_op = 'UPDATE' and old.library_id <> new.library_id then
    update libraries set catalog_version = catalog_version + 1 where id = old.library_id;
  end if;
  return new;
end
$$;

create trigger books_catalog_version
  after insert or update or delete on books
  for each row execute function bump_catalog_version_for_book();

-- A book's average rating and review count are part of the list.
create function bump_catalog_version_for_review() returns trigger language plpgsql as $$
begin
  update libraries set catalog_version = catalog_version + 1
    where id = (select library_id from books where id = coalesce(new.book_id, old.book_id));
  return coalesce(new, old);
end
$$;

create trigger reviews_catalog_version
  after insert or update or delete on reviews
  for each row execute function bump_catalog_version_for_review();

-- Category names appear in the list too.
create function bump_all_catalog_versions() returns trigger language plpgsql as $$
begin
  update libraries set catalog_version = catalog_version + 1;
  return null;
end
$$;

create trigger categories_catalog_version
  after update on categories
  for each statement execute function bump_all_catalog_versions();
