import {
  approvalStatusOf,
  essenceListDateProblem,
  externalReferenceProblem,
  MAX_EXTERNAL_ID_LENGTH,
} from '..';

const NOW = new Date('2026-11-26T10:00:00.000Z');

describe('external reference and essence list date of a cart (decision 0044)', () => {
  it('takes an id of the other system with the time it made the cart, both or neither', () => {
    expect(externalReferenceProblem('SCAN-2026.11:0042', '2026-11-26T09:30:00Z', NOW)).toBeNull();
    expect(externalReferenceProblem('scan_1', '2026-11-26T10:30:00.123+01:00', NOW)).toBeNull();
    expect(externalReferenceProblem(null, null, NOW)).toBeNull();
    expect(externalReferenceProblem('SCAN-1', null, NOW)).toBe('error.external-reference-incomplete');
    expect(externalReferenceProblem(undefined, '2026-11-26T09:30:00Z', NOW)).toBe(
      'error.external-reference-incomplete',
    );
  });

  it('refuses ids with other characters or too long, and times that are no times or lie ahead', () => {
    expect(externalReferenceProblem('scan 1', '2026-11-26T09:30:00Z', NOW)).toBe('error.invalid-external-id');
    expect(externalReferenceProblem('-scan', '2026-11-26T09:30:00Z', NOW)).toBe('error.invalid-external-id');
    expect(
      externalReferenceProblem('x'.repeat(MAX_EXTERNAL_ID_LENGTH + 1), '2026-11-26T09:30:00Z', NOW),
    ).toBe('error.invalid-external-id');
    expect(externalReferenceProblem('scan-1', '26.11.2026', NOW)).toBe('error.invalid-date');
    expect(externalReferenceProblem('scan-1', '2026-11-26T09:30:00', NOW)).toBe('error.invalid-date');
    expect(externalReferenceProblem('scan-1', '2026-11-26T10:04:59Z', NOW)).toBeNull();
    expect(externalReferenceProblem('scan-1', '2026-11-26T10:05:01Z', NOW)).toBe('error.date-in-future');
  });

  it('takes essence list dates of real days only', () => {
    expect(essenceListDateProblem('2026-11-01')).toBeNull();
    expect(essenceListDateProblem('2024-02-29')).toBeNull();
    expect(essenceListDateProblem('2026-02-29')).toBe('error.invalid-date');
    expect(essenceListDateProblem('2026-13-01')).toBe('error.invalid-date');
    expect(essenceListDateProblem('2026-11-01T00:00:00Z')).toBe('error.invalid-date');
  });

  it('reads the approval status from the process status', () => {
    expect(approvalStatusOf('None')).toBe('None');
    expect(approvalStatusOf('Open')).toBe('Pending');
    expect(approvalStatusOf('Modified')).toBe('Pending');
    expect(approvalStatusOf('Declined')).toBe('Declined');
    expect(approvalStatusOf('Merged')).toBe('None');
  });
});
