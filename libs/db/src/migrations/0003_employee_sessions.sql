-- Employees acting for customers (issue 4). Every customer selection of an employee is recorded,
-- so what an employee does in a customer's name is attributable to the employee. The composite
-- foreign keys make it impossible to record a customer, contact or employee of another tenant,
-- or a contact of another customer.

alter table employee add constraint employee_id_mandant_key unique (id, mandant_code);
alter table customer add constraint customer_id_mandant_key unique (id, mandant_code);
alter table contact add constraint contact_id_customer_key unique (id, customer_id);

create table employee_customer_selection (
  id bigserial primary key,
  employee_id text not null,
  mandant_code text not null references tenant (mandant_code),
  customer_id text not null,
  contact_id text not null,
  -- SHA-256 of the shop session id: ties later actions of that session to this selection
  -- without storing the session id itself.
  session_ref text not null,
  selected_at timestamptz not null default now(),
  foreign key (employee_id, mandant_code) references employee (id, mandant_code),
  foreign key (customer_id, mandant_code) references customer (id, mandant_code),
  foreign key (contact_id, customer_id) references contact (id, customer_id)
);
create index employee_customer_selection_employee_idx
  on employee_customer_selection (employee_id, selected_at desc);
create index employee_customer_selection_customer_idx
  on employee_customer_selection (customer_id, selected_at desc);
