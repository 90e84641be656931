-- Webhooks for integration clients (issue 28, decisions 0136 and 0137). An integration client subscribes
-- URLs of its own to event types; every change that is an event writes one row of webhook_event (the
-- outbox) in the transaction of the change; the worker's relay turns committed rows into one
-- webhook_delivery per matching enabled subscription and a BullMQ job each; the delivery processor
-- signs and sends (Standard Webhooks) and records every attempt.

create table webhook_subscription (
  id text primary key,
  -- The client it belongs to and, from it, the tenant and the customer whose events it gets.
  client_id text not null references integration_client (client_id),
  mandant_code text not null references tenant (mandant_code),
  customer_id text not null,
  url text not null,
  event_types text[] not null check (cardinality(event_types) > 0),
  -- The signing secret (`whsec_` + base64 of 32 random bytes). Kept as it is: Standard Webhooks signs
  -- with a symmetric key, so the worker needs the secret itself, not a hash (decision 0136).
  secret text not null,
  enabled boolean not null default true,
  -- Why it is disabled: `failing` (24 hours of failed deliveries), `client` (its client disabled it).
  disabled_reason text,
  disabled_at timestamptz,
  version integer not null default 1 check (version > 0),
  created_by_contact_id text not null,
  updated_by_contact_id text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  foreign key (customer_id, mandant_code) references customer (id, mandant_code)
);
create index webhook_subscription_customer_idx on webhook_subscription (mandant_code, customer_id)
  where deleted_at is null;

-- The outbox: one row per event, written in the transaction of the change (or right after a change
-- that is not a database transaction: maintenance). dispatched_at: when the relay made its deliveries.
create table webhook_event (
  seq bigserial primary key,
  id text not null unique,
  type text not null,
  mandant_code text not null,
  -- The customer it concerns; null: every customer of the tenant (maintenance).
  customer_id text,
  payload jsonb not null,
  -- The time of the write (not of the transaction's start): the event's time in its body.
  created_at timestamptz not null default clock_timestamp(),
  dispatched_at timestamptz
);
create index webhook_event_pending_idx on webhook_event (seq) where dispatched_at is null;

-- One event for one subscription. status: pending (waits for an attempt), sending (an attempt is
-- under way until locked_until), succeeded, failed (an attempt failed, a retry follows), exhausted
-- (every retry failed), cancelled (the subscription was disabled or deleted meanwhile).
create table webhook_delivery (
  id text primary key,
  event_id text not null references webhook_event (id),
  subscription_id text not null references webhook_subscription (id),
  mandant_code text not null,
  customer_id text not null,
  status text not null default 'pending',
  attempt_count integer not null default 0,
  replay_count integer not null default 0,
  locked_until timestamptz,
  created_at timestamptz not null default now(),
  last_attempt_at timestamptz,
  succeeded_at timestamptz,
  unique (event_id, subscription_id)
);
create index webhook_delivery_subscription_idx on webhook_delivery (subscription_id, created_at desc);

create table webhook_delivery_attempt (
  delivery_id text not null references webhook_delivery (id),
  attempt integer not null,
  started_at timestamptz not null,
  duration_ms integer not null,
  -- The receiver's HTTP status; null when there was none (timeout, refused connection, refused target).
  status_code integer,
  succeeded boolean not null,
  error text,
  primary key (delivery_id, attempt)
);

-- order.status_changed: whoever changes an order's status (the ERP side of the database) writes the
-- event in the same transaction, by this trigger.
create function webhook_order_status_changed() returns trigger language plpgsql as $$
begin
  insert into webhook_event (id, type, mandant_code, customer_id, payload)
  select 'msg_' || replace(gen_random_uuid()::text, '-', ''), 'order.status_changed', new.mandant_code,
         new.customer_id,
         jsonb_build_object('mandantCode', new.mandant_code, 'customerNo', c.customer_no,
                            'orderNumber', new.order_number, 'previousStatus', old.status,
                            'status', new.status)
    from customer c where c.id = new.customer_id;
  return new;
end $$;

create trigger shop_order_status_webhook after update of status on shop_order
  for each row when (old.status is distinct from new.status)
  execute function webhook_order_status_changed();
