-- The mail outbox (docs/decisions/0146-mail-outbox-and-delivery-sweep.md): one row per mail job the BFF
-- enqueues, written just before the job, so a Redis that lost its queue (a wipe, a fail-over to an empty
-- replica) gets the job back from here: the worker's sweep adds again, under the same job id and with
-- the same options, every unsent mail whose job is gone. The job id is the key: a repeat is one row and
-- one mail. The payload is cleared once the mail is sent or failed for good (it may hold a live
-- invitation token or a visitor's message).
create table mail_outbox (
  job_id text primary key,
  mandant_code text not null,
  job_name text not null,
  payload jsonb,
  job_options jsonb not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  -- Refused for good (a payload the worker cannot send, a recipient the server refuses) or every
  -- attempt failed: the sweep leaves it.
  failed_at timestamptz
);
create index mail_outbox_unsent_idx on mail_outbox (job_id) where sent_at is null and failed_at is null;

-- The same sweep looks for webhook deliveries still due (decision 0146); without this index it would
-- read every delivery ever made.
create index webhook_delivery_due_idx on webhook_delivery (id) where status in ('pending', 'failed', 'sending');
