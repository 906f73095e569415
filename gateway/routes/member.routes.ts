/**
 * The signed-in member (§7 GET /wps/member/info) and the authenticator (TOTP, RFC 6238):
 * enrol (a secret and its otpauth URI), confirm with a code (then it is asked at every login,
 * and 10 recovery codes are shown once), disable with a code or a recovery code.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { apiPaths } from '../../schemas/api-paths';
import type { Envelope } from '../../schemas/envelope';
import type { MemberInfoAnswer, TotpConfirmAnswer, TotpEnrolAnswer } from '../../schemas/identity';
import { isTrialMember, toMemberInfo } from '../domain/identity/member-info';
import { currentVipLevel } from '../domain/points/points-service';
import { Refusal } from '../domain/refusal';
import type { Authenticated } from '../domain/identity/session-service';
import { merchantHeadersSchema, merchantQuerySchema } from '../http/common-schemas';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant-gate';
import { requireSession } from '../http/session-auth';
import { identityResponses, memberInfoSchema, totpCodeBodySchema, totpConfirmSchema, totpDisabledSchema, totpEnrolSchema } from './identity.schemas';

const tags = ['identity'];
const realAccount = requireSession({ allowTrial: false });

function authOf(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new Refusal(401, 'UNAUTHORIZED');
  return request.auth;
}

export const memberRoutes: FastifyPluginAsync = async (app) => {
  app.get(apiPaths.memberInfo, {
    preHandler: requireSession(),
    schema: {
      tags,
      summary: 'The signed-in member: id, account, nickname, type, VIP, currency (trial sessions too)',
      headers: merchantHeadersSchema,
      querystring: merchantQuerySchema,
      response: identityResponses(memberInfoSchema),
    },
    handler: async (request): Promise<Envelope<MemberInfoAnswer>> => {
      const { member } = authOf(request);
      const { brand } = merchantOf(request);
      // The VIP label follows bet volume (docs/decisions/049): new rounds are counted first.
      const vipLevel = isTrialMember(member, brand) ? member.vipLevel : await currentVipLevel(app.gateway.db, member);
      return ok(toMemberInfo({ ...member, vipLevel }, brand));
    },
  });

  app.post(apiPaths.totpEnrol, {
    preHandler: realAccount,
    schema: {
      tags,
      summary: 'Start authenticator enrolment: a new secret and its otpauth:// URI (not active until confirmed)',
      headers: merchantHeadersSchema,
      response: identityResponses(totpEnrolSchema),
    },
    handler: async (request): Promise<Envelope<TotpEnrolAnswer>> => {
      const { member } = authOf(request);
      if (member.totpEnabled) throw new Refusal(409, 'TOTP_ALREADY_ENABLED');
      const secret = app.identity.totp.newSecret();
      await app.identity.members.setTotp(member.id, app.identity.totp.seal(secret, member.id), false);
      return ok({ secret, otpauthUri: app.identity.totp.uri(secret, merchantOf(request).brand.name, member.account) });
    },
  });

  app.post(apiPaths.totpConfirm, {
    preHandler: realAccount,
    schema: {
      tags,
      summary: 'Confirm enrolment with a current code: the authenticator is on; recovery codes are shown once',
      headers: merchantHeadersSchema,
      body: totpCodeBodySchema,
      response: identityResponses(totpConfirmSchema),
    },
    handler: async (request): Promise<Envelope<TotpConfirmAnswer>> => {
      const { member } = authOf(request);
      const { code } = request.body as { code: string };
      if (member.totpEnabled) throw new Refusal(409, 'TOTP_ALREADY_ENABLED');
      const secret = app.identity.totp.secretOf(member);
      if (!secret) throw new Refusal(409, 'TOTP_NOT_ENABLED');
      if (!(await app.identity.totp.acceptCode(member, secret, code.trim()))) throw new Refusal(400, 'CODE_INVALID');
      await app.identity.members.enableTotp(member.id);
      return ok({ recoveryCodes: await app.identity.totp.newRecoveryCodes(member.id) });
    },
  });

  app.post(apiPaths.totpDisable, {
    preHandler: realAccount,
    schema: {
      tags,
      summary: 'Turn the authenticator off with a current code or a recovery code',
      headers: merchantHeadersSchema,
      body: totpCodeBodySchema,
      response: identityResponses(totpDisabledSchema),
    },
    handler: async (request): Promise<Envelope<{ totpEnabled: false }>> => {
      const { member } = authOf(request);
      const { code } = request.body as { code: string };
      if (!member.totpEnabled) throw new Refusal(409, 'TOTP_NOT_ENABLED');
      if (!(await app.identity.totp.acceptFactor(member, code.trim(), true))) throw new Refusal(400, 'CODE_INVALID');
      await app.identity.members.setTotp(member.id, null, false);
      await app.identity.tokens.replaceRecoveryCodes(member.id, []);
      return ok({ totpEnabled: false as const });
    },
  });
};
