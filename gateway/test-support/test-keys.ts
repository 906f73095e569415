/** One set of gateway keys per test process: a 3072-bit RSA key takes about a second to make. */
import { randomBytes } from 'node:crypto';
import { generateSealKeyPem, sealKeyFromPem, type GatewayKeys } from '../domain/gateway-keys';

let keys: Promise<GatewayKeys> | null = null;

export function testGatewayKeys(): Promise<GatewayKeys> {
  keys ??= generateSealKeyPem().then((pem) => ({ seal: sealKeyFromPem(pem), dataKey: new Uint8Array(randomBytes(32)) }));
  return keys;
}
