-- Issue 12, decision 0041: the name other users read in "locked by <name> until 10:42", kept with the
-- lock when it is taken (a contact's or an acting employee's name), so reading a cart needs no lookup.
alter table cart add column locked_by_name text;
