import { describe, expect, it } from 'vitest';
import { rejectReasonError } from './reject-reason';

describe('rejectReasonError', () => {
  it('asks for a reason when there is none or only spaces', () => {
    expect(rejectReasonError('')?.key).toBe('app.reviews.reason_required');
    expect(rejectReasonError('   ')?.key).toBe('app.reviews.reason_required');
  });

  it('takes 3 to 500 characters, as the server does', () => {
    expect(rejectReasonError('ab')).toEqual({ key: 'app.reviews.reason_too_short', args: { min: 3 } });
    expect(rejectReasonError('abc')).toBeNull();
    expect(rejectReasonError('x'.repeat(500))).toBeNull();
    expect(rejectReasonError('x'.repeat(501))).toEqual({ key: 'app.reviews.reason_too_long', args: { max: 500 } });
  });
});
