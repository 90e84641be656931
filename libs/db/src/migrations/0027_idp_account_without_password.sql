-- Invitations (docs/decisions/0086-provisioning-logins-through-the-idp.md): the development IdP creates the
-- account of an invited contact before the person has chosen a password. Such an account has no
-- password hash until its single-use password ticket is used, and no password signs in to it.
alter table idp_account alter column password_hash drop not null;
alter table idp_account add column created_at timestamptz not null default now();
