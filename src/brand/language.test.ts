import { describe, expect, it } from 'vitest';
import { chooseBootLanguage, chooseLanguage, langCodeFromTag } from './language';

describe('chooseLanguage', () => {
  const brand = { supported: ['TW', 'CN', 'EN'] as const, defaultLang: 'TW' as const };

  it('keeps the stored language when the brand supports it', () => {
    expect(chooseLanguage({ ...brand, stored: 'EN', history: 'CN' })).toBe('EN');
  });

  it('falls back to the player history, then to the brand default', () => {
    expect(chooseLanguage({ ...brand, stored: 'AR', history: 'CN' })).toBe('CN');
    expect(chooseLanguage({ ...brand, stored: 'AR', history: 'JA' })).toBe('TW');
    expect(chooseLanguage({ ...brand, stored: null, history: null })).toBe('TW');
  });

  it('ignores values that are no language code', () => {
    expect(chooseLanguage({ ...brand, stored: 'en', history: '<script>' })).toBe('TW');
  });
});

describe('langCodeFromTag', () => {
  it('maps Chinese scripts and regions to TW or CN', () => {
    expect(langCodeFromTag('zh-TW')).toBe('TW');
    expect(langCodeFromTag('zh-Hant-HK')).toBe('TW');
    expect(langCodeFromTag('zh-HK')).toBe('TW');
    expect(langCodeFromTag('zh-CN')).toBe('CN');
    expect(langCodeFromTag('zh-Hans-SG')).toBe('CN');
    expect(langCodeFromTag('zh')).toBe('CN');
  });

  it('maps other tags by their primary language', () => {
    expect(langCodeFromTag('en-GB')).toBe('EN');
    expect(langCodeFromTag('ar_EG')).toBe('AR');
    expect(langCodeFromTag('fil-PH')).toBe('TY');
    expect(langCodeFromTag('xx')).toBeNull();
    expect(langCodeFromTag('')).toBeNull();
  });
});

describe('chooseBootLanguage', () => {
  const bundled = ['EN', 'CN', 'TW', 'AR'] as const;

  it('prefers the stored language when bundled', () => {
    expect(chooseBootLanguage('AR', ['en-US'], bundled)).toBe('AR');
  });

  it('else the first browser language that is bundled', () => {
    expect(chooseBootLanguage(null, ['ja-JP', 'zh-TW', 'en'], bundled)).toBe('TW');
    expect(chooseBootLanguage('JA', ['fr', 'ar-SA'], bundled)).toBe('AR');
  });

  it('else English', () => {
    expect(chooseBootLanguage(null, ['fr-FR', 'de'], bundled)).toBe('EN');
    expect(chooseBootLanguage(null, [], bundled)).toBe('EN');
  });
});
