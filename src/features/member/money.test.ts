import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { requestIdSpent } from './money';

describe('a money form keeps its requestId for a retry only while the request has no answer', () => {
  it.each([
    [
      'a refusal for the balance (kept by the gateway as the answer)',
      new ApiError({ code: 'INSUFFICIENT_BALANCE', status: 400 }),
      true,
    ],
    ['a wrong payment password', new ApiError({ code: 'PAYMENT_PASSWORD_INCORRECT', status: 400 }), true],
    ['a locked payment password', new ApiError({ code: 'PAYMENT_PASSWORD_LOCKED', status: 429 }), true],
    ['no answer (network)', new ApiError({ code: 'NETWORK' }), false],
    ['no answer in time', new ApiError({ code: 'TIMEOUT' }), false],
    ['a server failure', new ApiError({ code: 'UNKNOWN', status: 503 }), false],
    ['a failure outside the client', new Error('boom'), false],
  ])('%s → new requestId next submit: %s', (_what, error, spent) => {
    expect(requestIdSpent(error)).toBe(spent);
  });
});
