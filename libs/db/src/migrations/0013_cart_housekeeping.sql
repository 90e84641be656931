-- Cart housekeeping (issue 12, decision 0039): docs/rules/data-model.md deleteDaysAfterLastModification. A daily
-- worker job deletes a cart once last_modified_at + that many days (of 24 hours) lies before now,
-- unless an approver still has to decide on it (process_status Open or Modified). Its lines go with
-- it (cart_line cascades), its events stay and get a `deleted` event; an order of the cart stays
-- (shop_order.cart_id has no foreign key).

alter table cart
  add column delete_days_after_last_modification integer not null default 90
    check (delete_days_after_last_modification > 0);

-- The sweep reads carts oldest modification first and stops after a batch.
create index cart_last_modified_idx on cart (last_modified_at);
