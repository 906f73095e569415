/** The brand checker on the optional live-chat section (docs/decisions/052-engagement-misc.md). */
import { describe, expect, it } from 'vitest';
import { checkBrandFiles, type BrandProblem } from './check-brand';
import { validBrand, validModules, validRules } from './fixtures/valid-brand-files';

function check(liveChat: unknown): BrandProblem[] {
  const brand = { ...(validBrand() as unknown as Record<string, unknown>), liveChat };
  return checkBrandFiles({ brand, modules: validModules(), registerRules: validRules() }, 'demo');
}

const paths = (problems: BrandProblem[]) => problems.map((p) => p.path);
const desk = (id: string, name: Record<string, string> = { EN: 'Service' }) => ({ id, name });

describe('checkBrandFiles: live chat', () => {
  it('accepts the development provider, and an https provider with its ticket key variable', () => {
    expect(check({ provider: 'dev', models: [desk('general'), desk('vip')] })).toEqual([]);
    expect(check({ provider: 'https://chat.example/start', ticketSecretEnv: 'DEMO_CHAT_KEY', models: [desk('general')] })).toEqual([]);
  });

  it('refuses plain http, a query in the address, a secret in place of a variable name, no desks and a bad desk id', () => {
    expect(paths(check({ provider: 'http://chat.example', models: [desk('general')] }))).toContain('/liveChat/provider');
    expect(paths(check({ provider: 'https://chat.example/?a=1', ticketSecretEnv: 'DEMO_CHAT_KEY', models: [desk('general')] }))).toContain('/liveChat/provider');
    expect(paths(check({ provider: 'https://chat.example', ticketSecretEnv: 's3cr3t-value', models: [desk('general')] }))).toContain('/liveChat/ticketSecretEnv');
    expect(paths(check({ provider: 'dev', models: [] }))).toContain('/liveChat/models');
    expect(paths(check({ provider: 'dev', models: [desk('General Desk')] }))).toContain('/liveChat/models/0/id');
    expect(paths(check({ provider: 'dev', models: [desk('general')], extra: true }))).toContain('/liveChat/extra');
  });

  it('refuses a desk listed twice, a desk unnamed in the default language, and an https provider without its key variable', () => {
    const twice = check({ provider: 'dev', models: [desk('general'), desk('general')] });
    expect(twice.find((p) => p.path === '/liveChat/models/1/id')?.message).toBe('chat desk "general" is listed twice');
    expect(paths(check({ provider: 'dev', models: [desk('general', { JA: 'サービス' })] }))).toContain('/liveChat/models/0/name');
    expect(paths(check({ provider: 'https://chat.example/start', models: [desk('general')] }))).toContain('/liveChat/ticketSecretEnv');
  });
});
