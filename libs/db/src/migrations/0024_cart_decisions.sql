-- The customer's recent approval decisions (decision 0070): one row per cart an approver decided on,
-- approved (as handed over, or after changing it: modified) or declined, with who handed it over, who
-- decided and when, the reason and the order of an approval. A declined cart is deleted (decision
-- 0036), so the row keeps the names as they were; cart administration lists the newest of a customer.
create table cart_decision (
  id bigserial primary key,
  mandant_code text not null references tenant (mandant_code),
  customer_id text not null references customer (id),
  -- No foreign key: a declined cart is gone, its decision stays.
  cart_id text not null,
  decision text not null check (decision in ('approved', 'modified', 'declined')),
  requester_contact_id text not null,
  requester_name text not null,
  -- The approver (contact) and the employee acting as it (null for the contact itself).
  decided_by_contact_id text not null,
  decided_by_employee_id text,
  decided_by_name text not null,
  comment text,
  order_number text,
  decided_at timestamptz not null default now()
);

-- A cart is decided once: approved (it is ordered) or declined (it is deleted).
create unique index cart_decision_cart_idx on cart_decision (cart_id);
-- Cart administration reads a customer's newest decisions.
create index cart_decision_recent_idx on cart_decision (mandant_code, customer_id, decided_at desc, id desc);
