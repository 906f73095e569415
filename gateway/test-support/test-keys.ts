/**
 * The gateway keys of a test run: made once by the gateway project's global setup
 * (seeded-template.ts, which seals the seeded database's secrets with them) and handed to every
 * suite; a process outside that setup makes its own once (a 3072-bit RSA key takes about a
 * second to make).
 */
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { generateSealKeyPem, sealKeyFromPem, type GatewayKeys } from '../domain/gateway-keys';

export interface TestKeyMaterial {
  sealPem: string;
  dataKeyHex: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's gateway keys ('' fields when none were made). */
    testKeyMaterial: TestKeyMaterial;
  }
}

let keys: Promise<GatewayKeys> | null = null;

export async function makeTestKeyMaterial(): Promise<TestKeyMaterial> {
  return { sealPem: await generateSealKeyPem(), dataKeyHex: randomBytes(32).toString('hex') };
}

function providedMaterial(): TestKeyMaterial | null {
  try {
    const material = inject('testKeyMaterial');
    return material?.sealPem ? material : null;
  } catch {
    return null;
  }
}

export function keysFrom(material: TestKeyMaterial): GatewayKeys {
  return { seal: sealKeyFromPem(material.sealPem), dataKey: new Uint8Array(Buffer.from(material.dataKeyHex, 'hex')) };
}

export function testGatewayKeys(): Promise<GatewayKeys> {
  keys ??= (async () => keysFrom(providedMaterial() ?? (await makeTestKeyMaterial())))();
  return keys;
}
