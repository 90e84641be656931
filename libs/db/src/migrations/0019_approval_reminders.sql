-- Approval reminder mails (decision 0045): docs/rules/data-model.md Customer configuration reminderMailInterval, a
-- value of the Reminder period enum (REMINDER_PERIODS of libs/domain). The worker reminds a customer's
-- approvers of each cart that waits for their decision once a period has passed since the hand-over,
-- then once a period after each reminder; NEVER never.

alter table customer
  add column reminder_mail_interval text not null default 'THREE_DAYS'
    check (reminder_mail_interval in ('FIVE_DAYS', 'FOURTEEN_DAYS', 'NEVER', 'ONE_DAY', 'SEVEN_DAYS', 'THREE_DAYS'));

-- When the cart was last handed over (a new hand-over starts again), and when its approvers were last
-- reminded of it (null: not yet).
alter table cart
  add column approval_requested_at timestamptz,
  add column approval_reminded_at timestamptz;

-- Carts waiting now were handed over at their last change at the latest.
update cart set approval_requested_at = last_modified_at
 where process_status in ('Open', 'Modified') and state <> 'Ordered';

-- The job reads the waiting carts, longest unreminded first: only they are in the index.
create index cart_approval_reminder_idx on cart ((coalesce(approval_reminded_at, approval_requested_at)), id)
  where process_status in ('Open', 'Modified') and state <> 'Ordered' and approval_requested_at is not null;
