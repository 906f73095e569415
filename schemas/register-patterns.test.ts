import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import {
  anyTextPattern,
  effectivePattern,
  maxPatternId,
  registerPatternOf,
  registerPatterns,
} from './register-patterns';
import { patternSamples as samples } from './register-pattern-samples';

const ajv = new Ajv({ allErrors: true, strict: false });

describe('the registration pattern table', () => {
  it('has the ids 0 to 22, each once, in order, with a message key', () => {
    expect(registerPatterns.map((pattern) => pattern.id)).toEqual(Array.from({ length: 23 }, (_, i) => i));
    expect(maxPatternId).toBe(22);
    expect(new Set(registerPatterns.map((pattern) => pattern.messageKey)).size).toBe(23);
    expect(registerPatternOf(20)?.name).toBe('strong_password');
    expect(registerPatternOf(23)).toBeNull();
  });

  it('has samples for every id', () => {
    expect(
      Object.keys(samples)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(registerPatterns.map((pattern) => pattern.id));
  });

  describe.each(registerPatterns.map((pattern) => [pattern.id, pattern.name, pattern] as const))(
    'id %i (%s)',
    (id, _name, pattern) => {
      const browser = new RegExp(pattern.source, 'u');
      const validate = ajv.compile({ type: 'string', pattern: pattern.source });
      const { accepted, rejected } = samples[id] ?? { accepted: [], rejected: [] };

      it.each(accepted)('accepts %j in the browser and in ajv', (text) => {
        expect(browser.test(text)).toBe(true);
        expect(validate(text)).toBe(true);
      });

      it.each(rejected)('rejects %j in the browser and in ajv', (text) => {
        expect(browser.test(text)).toBe(false);
        expect(validate(text)).toBe(false);
      });
    },
  );
});

describe('effectivePattern', () => {
  it('lets the server pattern win over the id, with its own message', () => {
    expect(effectivePattern({ patternId: 1, acceptedPattern: '^[0-9]{4}$' })).toEqual({
      source: '^[0-9]{4}$',
      messageKey: 'register.pattern.server',
    });
  });

  it('reads "*" as any text and an id as its table entry', () => {
    expect(effectivePattern({ patternId: 1, acceptedPattern: '*' }).source).toBe(anyTextPattern);
    expect(effectivePattern({ patternId: 11, acceptedPattern: null })).toEqual({
      source: registerPatternOf(11)?.source,
      messageKey: 'register.pattern.korean',
    });
    expect(effectivePattern({ patternId: null, acceptedPattern: null }).source).toBe(anyTextPattern);
  });

  it('treats a server pattern that does not compile with the u flag as any text', () => {
    expect(effectivePattern({ patternId: 5, acceptedPattern: '[a-z' }).source).toBe(anyTextPattern);
    expect(effectivePattern({ patternId: 5, acceptedPattern: '\\-' }).source).toBe(anyTextPattern);
  });
});
