-- A person's sign-out, durable (docs/decisions/0145-durable-sign-outs.md; sign-outs end a person's
-- tokens, decision 0074): the BFF writes it here before Redis; when Redis lost its copies (a wipe, a
-- fail-over to an empty replica) the worker writes the unexpired ones back. One row per person: a
-- later sign-out replaces an earlier one.
create table signed_out (
  -- The person's token subject (`sub`).
  subject text primary key,
  -- The second of the sign-out: the person's tokens issued up to it are refused.
  signed_out_at timestamptz not null,
  -- When the sign-out no longer matters (24 hours on, longer than any token lives); the worker deletes
  -- the rows past it.
  expires_at timestamptz not null
);
create index signed_out_expires_at_idx on signed_out (expires_at);
