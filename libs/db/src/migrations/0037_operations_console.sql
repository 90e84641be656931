-- The operations console (docs/decisions/0138-operations-role.md, 0139-operations-console.md).

-- Who has the operations role: a login of the identity provider that is no contact and no employee.
-- The shop looks a login up here at sign-in; the role is not a web role of any tenant.
create table ops_operator (
  login_email text primary key check (login_email = lower(login_email)),
  name text not null,
  created_at timestamptz not null default now()
);

-- Every maintenance change the worker applied or planned, with who asked and when (the console lists
-- the last ones per tenant). Written by the worker's maintenance processor only; never updated.
create table maintenance_log (
  id bigint generated always as identity primary key,
  mandant_code text not null references tenant (mandant_code),
  -- applied: the state changed now; scheduled: a window was planned; skipped: a window start after its end.
  outcome text not null check (outcome in ('applied', 'scheduled', 'skipped')),
  trigger text not null check (trigger in ('request', 'window-start', 'window-end')),
  enabled boolean not null,
  window_from timestamptz,
  window_until timestamptz,
  -- ops:<login e-mail>, ops-api (the bearer ops token), ops-cli, schedule.
  requested_by text not null,
  at timestamptz not null default now()
);
create index maintenance_log_tenant_at_idx on maintenance_log (mandant_code, at desc, id desc);
