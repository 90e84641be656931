-- Issue 12, decision 0044: docs/rules/calls.md updateCart "externalId with customCreatedAt" (the columns came
-- with 0011). A cart made in another system (a scan app, an import) keeps that system's id and the
-- time it was made there, both or neither; an id names one cart of a customer at most, so an import
-- that runs twice finds its cart instead of making a second one.
alter table cart
  add constraint cart_external_reference_check check ((external_id is null) = (custom_created_at is null));

create unique index cart_external_id_idx on cart (mandant_code, customer_id, external_id)
  where external_id is not null;
