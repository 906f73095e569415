/**
 * The profile page: read, update nickname and enabled personal fields, upload an avatar
 * (multipart), and the public avatar images by content hash (schemas/payments.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '../../schemas/api-paths';
import type { Envelope } from '../../schemas/envelope';
import { avatarField, type ProfileAnswer, type ProfileUpdateRequest } from '../../schemas/payments';
import { memberImages } from '../db/identity/member-image-repository';
import { memberImageExtensions } from '../domain/identity/member-image';
import { profileOf, setAvatar, updateProfile } from '../domain/identity/profile-service';
import { Refusal } from '../domain/refusal';
import { merchantHeadersSchema, merchantQuerySchema } from '../http/common-schemas';
import { ok } from '../http/envelope';
import { readMultipartForm } from '../http/multipart-form';
import { identityErrorSchema, identityResponses } from './identity.schemas';
import { authOf, realAccount } from './payments-auth';
import { avatarParamsSchema, multipartNote, profileSchema, profileUpdateSchema } from './payments.schemas';

const tags = ['profile'];

export const profileRoutes: FastifyPluginAsync = async (app) => {
  app.get(apiPaths.profile, {
    preHandler: realAccount,
    schema: { tags, summary: 'My profile: nickname, avatar, masked contacts, the personal fields the brand enables', headers: merchantHeadersSchema, querystring: merchantQuerySchema, response: identityResponses(profileSchema) },
    handler: async (request): Promise<Envelope<ProfileAnswer>> => ok(await profileOf(app.payments, authOf(request).member.id)),
  });

  app.put(apiPaths.profile, {
    preHandler: realAccount,
    schema: {
      tags,
      summary: 'Change the nickname and editable personal fields',
      description: 'NICKNAME_INVALID, PROFILE_FIELD_READ_ONLY, PROFILE_FIELD_INVALID (400, per field).',
      headers: merchantHeadersSchema,
      body: profileUpdateSchema,
      response: identityResponses(profileSchema),
    },
    handler: async (request): Promise<Envelope<ProfileAnswer>> => ok(await updateProfile(app.payments, authOf(request).member, request.body as ProfileUpdateRequest)),
  });

  app.post(apiPaths.profileAvatar, {
    preHandler: realAccount,
    schema: {
      tags,
      summary: 'Upload an avatar (PNG, JPEG or WebP by its bytes; at most the configured size)',
      description: `${multipartNote} One file field "${avatarField}". AVATAR_TYPE_INVALID, AVATAR_TOO_LARGE (400).`,
      consumes: ['multipart/form-data'],
      headers: merchantHeadersSchema,
      response: identityResponses(profileSchema),
    },
    handler: async (request): Promise<Envelope<ProfileAnswer>> => {
      const { member } = authOf(request);
      const form = await readMultipartForm(request);
      const files = form.files.filter((f) => f.field === avatarField);
      if (form.tooManyFiles || files.length > 1 || form.files.length !== files.length) {
        throw new Refusal(400, 'AVATAR_TYPE_INVALID', [{ path: `/${avatarField}`, reason: 'maxItems', message: 'error.avatar_type_invalid' }]);
      }
      return ok(await setAvatar(app.payments, member, files[0] ?? null));
    },
  });

  app.get(apiPaths.avatar, {
    config: { merchant: 'none' },
    schema: {
      tags,
      summary: 'An avatar by content hash (immutable; only while a profile uses it)',
      params: avatarParamsSchema,
      response: { 200: { description: 'The image bytes.', type: 'string', format: 'binary' }, '4xx': identityErrorSchema },
    },
    handler: async (request, reply) => {
      const [sha, ext] = (request.params as { file: string }).file.split('.');
      const image = sha ? await memberImages.avatar(app.payments.db, sha) : null;
      if (!image || memberImageExtensions[image.contentType] !== ext) throw new Refusal(404, 'NOT_FOUND');
      reply.header('content-type', image.contentType);
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      return reply.send(Buffer.from(image.body));
    },
  });
};
