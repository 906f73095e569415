/**
 * Account opening (schemas/agent.ts OpenDownlineRequest; docs/decisions/037): an agent creates a
 * downline directly. The opened (sealed) payload's username, password and nickname are judged by
 * the merchant's own registration rules for those fields (the compiled register form, the same
 * validator and wording as registration), the password by the registration password policy. The
 * new member: parent = the agent, the agent's merchant and currency, type 0 (member) or the
 * brand's first agent type (agent). Throttled per agent, in the database (every instance sees it):
 * at most `openingsPerHour` accounts opened in the sliding hour, and at most
 * `takenNamesPerHour` refused names (USERNAME_TAKEN), so the call cannot be used to list accounts.
 */
import type { OpenDownlineAnswer, OpenDownlineRequest } from '../../../schemas/agent';
import { errorMessages, type ErrorCode } from '../../../schemas/error-codes';
import type { Db } from '../../db/database';
import type { MemberType } from '../../db/identity/identity-tables';
import { createMemberRepository, type MemberRecord } from '../../db/identity/member-repository';
import { withOpeningTables } from '../../db/agent/opening-tables';
import { isUniqueViolation } from '../payments/payment-request';
import type { IdentityServices } from '../identity/identity-services';
import { compiledFor, toFieldProblems, type RegistrationContext } from '../identity/registration-service';
import { checkRegistrationFields } from '../identity/registration-validation';
import { checkNewPassword, passwordRuleOf } from '../identity/password-policy';
import { identityCodeFor } from '../../http/identity-errors';
import { Refusal } from '../refusal';

export const openingsPerHour = 30;
export const takenNamesPerHour = 20;
const hourMs = 60 * 60 * 1000;

export interface OpeningDeps {
  db: Db;
  identity: IdentityServices;
}

function fieldProblem(status: number, code: ErrorCode, field: string, reason: string): Refusal {
  return new Refusal(status, code, [{ path: `/${field}`, reason, message: errorMessages[code] }]);
}

/** The plaintext's schema: the register form's own username, password and nickname rules, and the role. */
function openingSchema(ctx: RegistrationContext) {
  const compiled = compiledFor(ctx, 'register');
  const p = compiled.schema.properties;
  const nickname = p.nickname && p.nickname.type === 'string' ? { ...p.nickname, maxLength: Math.min(p.nickname.maxLength, 64) } : { type: 'string', minLength: 1, maxLength: 64 };
  const schema = {
    type: 'object',
    additionalProperties: false,
    required: ['username', 'password', 'role'],
    properties: { username: p.username ?? { type: 'string', minLength: 1, maxLength: 64 }, password: p.password ?? { type: 'string', minLength: 8, maxLength: 64 }, nickname, role: { type: 'string', enum: ['member', 'agent'] } },
  };
  return { compiled, schema };
}

/** Checks an opened payload; its fields as a request, or a 400 with one problem per field. */
export function checkOpeningPayload(ctx: RegistrationContext, payload: unknown): OpenDownlineRequest {
  const { compiled, schema } = openingSchema(ctx);
  const problems = toFieldProblems(checkRegistrationFields(compiled, schema, payload));
  if (problems.length) throw new Refusal(400, identityCodeFor(problems), problems);
  const body = payload as OpenDownlineRequest;
  const username = body.username.trim();
  const problem = checkNewPassword(body.password, passwordRuleOf(ctx.rules), username);
  if (problem) throw fieldProblem(400, problem, 'password', problem.toLowerCase());
  const nickname = body.nickname?.trim();
  return { username, password: body.password, role: body.role, ...(nickname ? { nickname } : {}) };
}

async function openedInLastHour(db: Db, agentId: string, now: Date): Promise<Date[]> {
  const rows = await withOpeningTables(db)
    .selectFrom('agent_openings')
    .select('created_at')
    .where('agent_id', '=', agentId)
    .where('created_at', '>', new Date(now.getTime() - hourMs))
    .orderBy('created_at')
    .execute();
  return rows.map((r) => new Date(r.created_at));
}

function tooMany(opened: Date[], now: Date): Refusal | null {
  if (opened.length < openingsPerHour) return null;
  const oldest = opened[opened.length - openingsPerHour]?.getTime() ?? now.getTime();
  return new Refusal(429, 'RATE_LIMITED', { retryAfterSeconds: Math.max(1, Math.ceil((oldest + hourMs - now.getTime()) / 1000)) });
}

/** Opens the account under `agent`. */
export async function openDownline(deps: OpeningDeps, ctx: RegistrationContext, agent: MemberRecord, request: OpenDownlineRequest): Promise<OpenDownlineAnswer> {
  const now = new Date(deps.identity.now());
  const names = { kind: 'account' as const, subject: `opening:${agent.id}` };
  if ((await deps.identity.throttles.read(agent.merchant, names, now)).windowFailures >= takenNamesPerHour) throw new Refusal(429, 'RATE_LIMITED');
  const limited = tooMany(await openedInLastHour(deps.db, agent.id, now), now);
  if (limited) throw limited;
  const taken = async (): Promise<Refusal> => {
    await deps.identity.throttles.recordFailure(agent.merchant, names, now);
    return fieldProblem(409, 'USERNAME_TAKEN', 'username', 'taken');
  };
  if (await deps.identity.members.findByAccount(agent.merchant, request.username)) throw await taken();
  const passwordHash = await deps.identity.hasher.hash(request.password);
  const type = (request.role === 'agent' ? (ctx.brand.agentType[0] ?? 1) : 0) as MemberType;
  try {
    const member = await deps.db.transaction().execute(async (trx) => {
      const db = withOpeningTables(trx);
      // The agent's row, locked: racing openings of one agent count each other.
      await db.selectFrom('members').select('id').where('id', '=', agent.id).forUpdate().execute();
      const again = tooMany(await openedInLastHour(trx, agent.id, now), now);
      if (again) throw again;
      const created = await createMemberRepository(trx).insert({
        merchant: agent.merchant,
        account: request.username,
        nickname: request.nickname ?? null,
        passwordHash,
        type,
        currency: agent.currency,
        parentId: agent.id,
      });
      await db.insertInto('agent_openings').values({ member_id: created.id, agent_id: agent.id, role: request.role, ip: ctx.ip.slice(0, 64), created_at: now }).execute();
      return created;
    });
    return { id: member.id, account: member.account };
  } catch (error) {
    if (isUniqueViolation(error)) throw await taken();
    throw error;
  }
}
