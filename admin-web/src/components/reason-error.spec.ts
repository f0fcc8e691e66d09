import { describe, expect, it } from 'vitest';
import { reasonError } from './reason-error';

describe('reasonError', () => {
  it('asks for a reason when there is none or only spaces', () => {
    expect(reasonError('')?.key).toBe('app.decisions.reason_required');
    expect(reasonError(' \n ')?.key).toBe('app.decisions.reason_required');
  });

  it('takes 3 to 500 characters once trimmed', () => {
    expect(reasonError(' ab ')).toEqual({ key: 'app.decisions.reason_too_short', args: { min: 3 } });
    expect(reasonError('abc')).toBeNull();
    expect(reasonError('x'.repeat(500))).toBeNull();
    expect(reasonError('x'.repeat(501))).toEqual({ key: 'app.decisions.reason_too_long', args: { max: 500 } });
  });
});
