/**
 * The audit log, read and exported (owner, operator): bounded in SQL by the reader's grants —
 * rows of the merchants where the reader holds an audit role, and every row (sign-ins and
 * changes beyond one merchant too) for a reader holding one on every merchant.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { auditCsvMaxRows, auditDefaultPageSize, capabilityRoles, consolePaths, type AuditPage, type AuditQuery } from '../../../schemas/console';
import type { Envelope } from '../../../schemas/envelope';
import { readAudit, type AuditFilter } from '../../db/console/audit-repository';
import { auditCsv } from '../../domain/console/audit-csv';
import { Refusal } from '../../domain/refusal';
import { requireStaff, staffOf } from '../../http/console-auth';
import { ok } from '../../http/envelope';
import { identityErrorSchema } from '../identity.schemas';
import { auditPageSchema, auditQuerySchema, consoleResponses } from './console.schemas';

const tags = ['console'];
const roles = capabilityRoles['audit.read'];

/** 403 unless the reader holds an audit role somewhere, and on the merchant asked for when one is. */
async function checkScope(request: FastifyRequest, query: AuditQuery): Promise<void> {
  const scope = await request.server.console.staff.scopeOf(staffOf(request).staffId, roles);
  if (!scope) throw new Refusal(403, 'FORBIDDEN');
  if (query.merchant !== undefined && !scope.all && !scope.merchants.includes(query.merchant)) throw new Refusal(403, 'FORBIDDEN');
}

function filterOf(query: AuditQuery, limit: number): AuditFilter {
  const { pageSize: _pageSize, ...rest } = query;
  return { ...rest, limit };
}

export const consoleAuditRoutes: FastifyPluginAsync = async (app) => {
  app.get(consolePaths.audit, {
    onRequest: requireStaff,
    schema: {
      tags,
      summary: 'Audit log, newest first: filter by merchant, staff, action and time; page with before=nextBefore (owner, operator)',
      querystring: auditQuerySchema,
      response: consoleResponses(auditPageSchema),
    },
    handler: async (request): Promise<Envelope<AuditPage>> => {
      const query = request.query as AuditQuery;
      await checkScope(request, query);
      const pageSize = query.pageSize ?? auditDefaultPageSize;
      const rows = await readAudit(app.console.db, staffOf(request).staffId, roles, filterOf(query, pageSize + 1));
      const items = rows.slice(0, pageSize);
      return ok({ items, nextBefore: rows.length > pageSize ? (items[items.length - 1]?.seq ?? null) : null });
    },
  });

  app.get(consolePaths.auditCsv, {
    onRequest: requireStaff,
    schema: {
      tags,
      summary: `Audit log as CSV (the same filters; newest first, at most ${auditCsvMaxRows} rows)`,
      querystring: auditQuerySchema,
      produces: ['text/csv'],
      response: { 200: { type: 'string', description: 'text/csv; charset=utf-8, an attachment.' }, '4xx': identityErrorSchema, '5xx': identityErrorSchema },
    },
    handler: async (request, reply) => {
      const query = request.query as AuditQuery;
      await checkScope(request, query);
      const rows = await readAudit(app.console.db, staffOf(request).staffId, roles, filterOf(query, auditCsvMaxRows));
      return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="audit-log.csv"').send(auditCsv(rows));
    },
  });
};
