import { describe, expect, it } from 'vitest';
import type { Licence, Resource } from '../../../schemas/brand';
import { licenceIn } from './footer';
import { anchorId } from './navigation-effects';
import { appResources, resourceName, socialResources } from './social-links';

describe('licence text (§2.3 footer)', () => {
  const licence: Licence = { authority: 'X', text: { TW: '牌照', EN: 'Licence' } };
  it('is in the language on screen, else the brand default, else any', () => {
    expect(licenceIn(licence, 'EN', 'TW')).toEqual({ lang: 'EN', text: 'Licence' });
    expect(licenceIn(licence, 'AR', 'TW')).toEqual({ lang: 'TW', text: '牌照' });
    expect(licenceIn({ authority: 'Y', text: { CN: '牌照' } }, 'AR', 'EN')).toEqual({ lang: 'CN', text: '牌照' });
    expect(licenceIn({ authority: 'Z', text: {} }, 'AR', 'EN')).toBeNull();
  });
});

describe('resources', () => {
  const resources: Resource[] = [
    { resourceType: 'Android', url: 'https://a/app.apk' },
    { resourceType: 'FACEBOOK', url: 'https://a/fb', labelNameEn: 'Our Facebook' },
    { resourceType: 'MOBILECONFIG', url: 'https://a/ios' },
    { resourceType: 'TIKTOK', url: 'https://a/tt' },
  ];
  it('splits social links from app downloads, iOS first', () => {
    expect(socialResources(resources).map((r) => r.resourceType)).toEqual(['FACEBOOK', 'TIKTOK']);
    expect(appResources(resources).map((r) => r.resourceType)).toEqual(['MOBILECONFIG', 'Android']);
  });
  it('names a resource by its label, else the platform', () => {
    expect(resources.map(resourceName)).toEqual(['Android', 'Our Facebook', 'iOS', 'TikTok']);
  });
});

describe('anchorId (hash links, READINGS #15)', () => {
  it('reads the anchor of a hash, decoded', () => {
    expect(anchorId('')).toBeNull();
    expect(anchorId('#')).toBeNull();
    expect(anchorId('#hot-live')).toBe('hot-live');
    expect(anchorId('#%E7%86%B1')).toBe('熱');
    expect(anchorId('#%E7')).toBe('%E7');
  });
});
