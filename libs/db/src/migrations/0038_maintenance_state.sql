-- The maintenance state of each tenant, durable (docs/decisions/0143-what-redis-may-lose.md): the
-- worker writes it here before Redis; when Redis lost its copy (a wipe, a fail-over to an empty
-- replica) the worker restores the switch and re-plans the window from this row.
create table maintenance_state (
  mandant_code text primary key references tenant (mandant_code),
  enabled boolean not null,
  -- The end of a running window (a switched-on state that turns itself off), or null.
  until timestamptz,
  changed_at timestamptz not null,
  -- A planned window that has not started yet: its start and (optional) end.
  window_from timestamptz,
  window_until timestamptz,
  requested_by text not null,
  updated_at timestamptz not null default now(),
  check (window_until is null or window_from is not null)
);
