/**
 * Operator console commands (docs/decisions/040), against the gateway's database and data key
 * (the same settings as the gateway: DATABASE_URL or DATA_DIR, PORTICO_DATA_KEY_FILE):
 *
 *   npm run console -- create-owner [--username <name>] [--password <password>]
 *       The first owner (of every merchant). Name and password from the flags, else from
 *       CONSOLE_OWNER_USERNAME / CONSOLE_OWNER_PASSWORD, else asked (the password unechoed).
 *       Prints the authenticator secret and its otpauth:// URI once. Refuses a weak password
 *       (12–128 characters, not common, not containing the name) or a taken name.
 *   npm run console -- verify-audit
 *       Walks the audit log's hash chain; exit 1 and the first broken row when it is broken.
 *   npm run console -- export <merchant> <dir>
 *       Writes the merchant as a brand folder (brand.json as players get it, modules.json,
 *       register-rules.json, the theme's images) into <dir>/<merchant>/, or into <dir> when it is
 *       already named after the merchant; `npm run brand -- check` accepts it (docs/decisions/045).
 *   npm run console -- import <dir>
 *       Publishes a brand folder that passes the brand check as its merchant's brand (a new
 *       merchant is onboarded); domains another merchant holds are refused. Audited as console-cli.
 *   npm run console -- demo-code
 *       Development only: the demo owner's current authenticator code (docs/demo-accounts.json).
 *
 * With the embedded database (no DATABASE_URL), stop the gateway first: PGlite's folder has one user.
 * Exit 0 done, 1 refused or broken, 2 usage error.
 */
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { generate } from 'otplib';
import { loadConfig } from '../gateway/config';
import { openDatabase } from '../gateway/db/connection';
import { demoStaff } from '../gateway/db/console/staff-seed';
import { migrate } from '../gateway/db/migrator';
import { CommandError, createOwner, describeReport, verifyAudit } from '../gateway/domain/console/console-commands';
import { exportMerchant, importMerchant } from '../gateway/domain/console/merchant-folder';
import { resolveGatewayKeys } from '../gateway/domain/gateway-keys';
import { createPasswordHasher } from '../gateway/domain/identity/password-hasher';
import { createSecretBox } from '../gateway/domain/secret-box';
import { keySourcesFrom } from '../gateway/key-config';

const usage = `usage: npm run console -- <create-owner [--username <name>] [--password <password>] | verify-audit | export <merchant> <dir> | import <dir> | demo-code>`;
const quietLog = { info: () => undefined, warn: (_o: object, msg: string) => process.stderr.write(`warning: ${msg}\n`) };

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

async function ask(question: string, hidden: boolean): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _enc, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY === true });
  const answer = rl.question(question);
  muted = hidden;
  const text = await answer;
  rl.close();
  if (hidden) process.stdout.write('\n');
  return text.trim();
}

async function withDatabase<T>(run: (db: Awaited<ReturnType<typeof openDatabase>>['db'], box: ReturnType<typeof createSecretBox>) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir });
  try {
    await migrate(database.db);
    const keys = await resolveGatewayKeys(database.db, keySourcesFrom(process.env, config), quietLog);
    return await run(database.db, createSecretBox(keys.dataKey));
  } finally {
    await database.close();
  }
}

async function createOwnerCommand(args: string[]): Promise<number> {
  const username = flag(args, 'username') ?? process.env.CONSOLE_OWNER_USERNAME ?? (await ask('Owner username: ', false));
  const password = flag(args, 'password') ?? process.env.CONSOLE_OWNER_PASSWORD ?? (await ask('Password (12+ characters): ', true));
  const created = await withDatabase((db, box) => createOwner(db, box, createPasswordHasher({ concurrency: 1 }), username, password));
  process.stdout.write(
    `Owner ${created.username} created (every merchant).\n` +
      `Authenticator secret (shown once; add it to an authenticator app now):\n  ${created.totpSecret}\n` +
      `otpauth URI (for a QR code):\n  ${created.otpauthUri}\n` +
      `Sign in at /console with the password and the app's 6-digit code.\n`,
  );
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  try {
    if (command === 'create-owner') return await createOwnerCommand(args);
    if (command === 'verify-audit') {
      const report = await withDatabase((db, box) => verifyAudit(db, box));
      process.stdout.write(`${describeReport(report)}\n`);
      return report.firstBroken ? 1 : 0;
    }
    if (command === 'export' && args.length === 2) {
      const [merchant = '', target = ''] = args;
      const dir = path.basename(path.resolve(target)) === merchant ? path.resolve(target) : path.resolve(target, merchant);
      const files = await withDatabase((db) => exportMerchant(db, loadConfig().brandsDir, merchant, dir));
      process.stdout.write(`exported ${merchant} to ${dir}: ${files.join(', ')}\n`);
      return 0;
    }
    if (command === 'import' && args.length === 1) {
      const merchant = await withDatabase((db, box) => importMerchant(db, box, path.resolve(args[0] ?? '')));
      process.stdout.write(`imported and published ${merchant}; running gateways serve it within a second\n`);
      return 0;
    }
    if (command === 'demo-code') {
      if (loadConfig().production) throw new CommandError('demo-code is for development only (there is no demo owner in production)');
      const demo = demoStaff[0];
      if (!demo) throw new CommandError('no demo owner');
      process.stdout.write(`${demo.username}: ${await generate({ secret: demo.totpSecret })}\n`);
      return 0;
    }
  } catch (err) {
    if (err instanceof CommandError) {
      process.stderr.write(`refused: ${err.message}\n`);
      return 1;
    }
    throw err;
  }
  process.stderr.write(`${usage}\n`);
  return 2;
}

process.exitCode = await main(process.argv.slice(2));
