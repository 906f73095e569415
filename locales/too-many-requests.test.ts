/**
 * Defect 9 of the hardening issue: the SMS caps answer a true retryAfterSeconds (60 s spacing, up
 * to an hour for the hourly cap), so no catalogue may promise a fixed wait ("5 minutes") beside
 * the button's countdown; the affiliate check's RATE_LIMITED has its own wording.
 */
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { errorMessages } from '../schemas/error-codes';

const catalogues = fs
  .readdirSync(import.meta.dirname)
  .filter((f) => /^[A-Z]{2}\.json$/.test(f))
  .map((f) => [f.slice(0, 2), JSON.parse(fs.readFileSync(`${import.meta.dirname}/${f}`, 'utf8')) as Record<string, string>] as const);

it('the too-many-requests messages name no fixed wait in any language', () => {
  for (const [code, messages] of catalogues) {
    for (const key of ['error.too_many_requests', 'error.rate_limited']) {
      expect({ code, key, message: messages[key] }).toEqual({ code, key, message: expect.not.stringMatching(/[0-9٠-٩]/) });
    }
  }
});

it('SMS caps and other rate limits speak with their own messages', () => {
  expect(errorMessages.SMS_TOO_MANY_REQUESTS).toBe('error.too_many_requests');
  expect(errorMessages.RATE_LIMITED).toBe('error.rate_limited');
});
