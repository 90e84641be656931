import { hasOpsRole, OPS_ROLE, opsRequester } from './ops-role';

describe('ops role', () => {
  it('is only the operator field with ROLE_OPS and a login', () => {
    expect(hasOpsRole({ role: OPS_ROLE, loginEmail: 'ops@shop.example', name: 'Ops' })).toBe(true);
    expect(hasOpsRole({ role: 'ROLE_ADMIN', loginEmail: 'admin@20hhat.example', name: 'A' })).toBe(false);
    expect(hasOpsRole({ role: OPS_ROLE })).toBe(false);
    expect(hasOpsRole(null)).toBe(false);
    expect(hasOpsRole(undefined)).toBe(false);
    expect(hasOpsRole('ROLE_OPS')).toBe(false);
  });

  it('names the requester of a job by the login', () => {
    expect(opsRequester({ loginEmail: 'ops@shop.example' })).toBe('ops:ops@shop.example');
  });
});
