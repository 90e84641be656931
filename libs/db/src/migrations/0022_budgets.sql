-- Budgets (issue 14, docs/rules/data-model.md Budget, decisions 0061 and 0062). One budget per contact of a
-- customer in a tenant. `version` moves with every change an approver makes (a stale change is
-- refused); the counters consumed_cents and reserved_cents move with the ledger below, in the same
-- transaction as the cart or order change that causes them, under the budget row's lock.

create table budget (
  id text primary key,
  mandant_code text not null references tenant (mandant_code),
  customer_id text not null,
  contact_id text not null,
  period text not null
    check (period in ('HALF_YEARLY', 'MONTHLY', 'PER_ORDER', 'QUARTERLY', 'TWO_MONTH', 'YEARLY')),
  currency text not null,
  -- What the current period may spend, and what each new period starts with (roll-over).
  value_cents bigint not null check (value_cents >= 0),
  initial_value_cents bigint not null check (initial_value_cents >= 0),
  -- Ordered in the current period (always 0 for PER_ORDER), and held by carts waiting for approval.
  consumed_cents bigint not null default 0 check (consumed_cents >= 0),
  reserved_cents bigint not null default 0 check (reserved_cents >= 0),
  can_exceed_budget boolean not null default false,
  -- The current period's first and last day (UTC days); none for PER_ORDER.
  period_start date,
  period_end date,
  version integer not null default 1 check (version > 0),
  -- Who set it last: the contact, and the employee acting as that contact (null for the contact).
  changed_by_contact_id text not null,
  changed_by_employee_id text,
  changed_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  unique (contact_id),
  unique (id, mandant_code),
  check ((period = 'PER_ORDER') = (period_start is null) and (period_start is null) = (period_end is null)),
  foreign key (customer_id, mandant_code) references customer (id, mandant_code),
  foreign key (contact_id, customer_id) references contact (id, customer_id),
  foreign key (changed_by_employee_id, mandant_code) references employee (id, mandant_code)
);
create index budget_customer_idx on budget (customer_id);
-- The roll-over job reads the budgets whose period has ended, longest ended first.
create index budget_period_end_idx on budget (period_end, id) where period_end is not null;

-- What moved a budget, and when (decision 0061): a hand-over reserves the cart's net amount, a
-- decline, delete or merge releases it, an order consumes its net amount (releasing the cart's
-- reservation), a roll-over closes a period, an opening entry books what was consumed before the
-- budget came to the shop (the seed's, or an import's, in the period it was set up in). The unique indexes make every entry happen once: a
-- cart reserves once and is released once, an order consumes once, a period rolls over once.
create table budget_ledger (
  id bigserial primary key,
  budget_id text not null,
  mandant_code text not null,
  kind text not null check (kind in ('reserve', 'release', 'consume', 'rollover', 'opening')),
  cart_id text,
  order_id text,
  amount_cents bigint not null check (amount_cents >= 0),
  currency text not null,
  -- The period the entry counts in (its first day); null for PER_ORDER budgets.
  period_start date,
  -- Who caused it (null: the system, i.e. the roll-over job), and the employee acting as that contact.
  contact_id text,
  employee_id text,
  at timestamptz not null default now(),
  foreign key (budget_id, mandant_code) references budget (id, mandant_code) on delete cascade,
  check (kind in ('rollover', 'opening') or cart_id is not null),
  check (kind <> 'consume' or order_id is not null)
);
create unique index budget_ledger_reserve_idx on budget_ledger (cart_id) where kind = 'reserve';
create unique index budget_ledger_release_idx on budget_ledger (cart_id) where kind = 'release';
create unique index budget_ledger_consume_idx on budget_ledger (order_id) where kind = 'consume';
create unique index budget_ledger_rollover_idx on budget_ledger (budget_id, period_start) where kind = 'rollover';
create index budget_ledger_budget_idx on budget_ledger (budget_id, at);
