/**
 * Where the gateway's keys come from (docs/decisions/011-identity-gateway.md), from the environment:
 *   PORTICO_RSA_PRIVATE_KEY_FILE  PEM private key (RSA ≥ 3072 bits) opening sealed payloads;
 *                                 else generated at first start (DATA_DIR/keys/seal-rsa.pem with
 *                                 PGlite, the gateway_keys table with PostgreSQL).
 *   PORTICO_DATA_KEY_FILE         32-byte data key (raw, hex or base64) for secrets at rest;
 *                                 else generated at first start into DATA_DIR/keys/data.key.
 *                                 Instances sharing one PostgreSQL must share this file.
 * Pure: takes the environment and the loaded GatewayConfig.
 */
import path from 'node:path';
import type { GatewayConfig } from './config';
import type { KeySources } from './domain/gateway-keys';

export function keySourcesFrom(env: NodeJS.ProcessEnv, config: GatewayConfig, cwd: string = process.cwd()): KeySources {
  const file = (name: string) => {
    const v = env[name]?.trim();
    return v ? path.resolve(cwd, v) : null;
  };
  return {
    sealKeyFile: file('PORTICO_RSA_PRIVATE_KEY_FILE'),
    dataKeyFile: file('PORTICO_DATA_KEY_FILE'),
    keysDir: path.join(config.dataDir, 'keys'),
    sealKeyStore: config.databaseUrl ? 'database' : 'file',
  };
}
