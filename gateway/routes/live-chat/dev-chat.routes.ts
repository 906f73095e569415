/**
 * Development only (never registered in production; docs/decisions/052-engagement-misc.md): the
 * development chat provider a "dev" brand chat opens — one page that opens the sealed ticket and
 * shows the desk and the member it names, to loopback visitors only (anyone else: 404). Like the
 * demo vendor it has its own few texts (a provider's page, not the portal's), no script.
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '../../../schemas/api-paths';
import { openDevTicket } from '../../domain/live-chat/chat-ticket';
import { errorEnvelopeSchema } from '../../http/common-schemas';
import { failure } from '../../http/envelope';

const loopback = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(body: string): string {
  return `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="referrer" content="no-referrer" />
    <link rel="icon" href="data:," />
    <title>Development chat</title>
  </head>
  <body>
    <main aria-labelledby="chat-title">
${body}
    </main>
  </body>
</html>
`;
}

export const devChatRoutes: FastifyPluginAsync = async (app) => {
  app.get(apiPaths.devChat, {
    config: { merchant: 'none' },
    schema: {
      tags: ['development'],
      summary: 'Development only: the development chat provider page (?model=&ticket= from CBS_launchChat; loopback visitors only); absent in production',
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: { model: { type: 'string', maxLength: 32 }, ticket: { type: 'string', maxLength: 2048 } },
      },
      response: { 200: { description: 'The page.', type: 'string' }, '4xx': errorEnvelopeSchema },
    },
    handler: async (request, reply) => {
      if (!loopback.test(request.ip)) return reply.code(404).send(failure('NOT_FOUND'));
      const q = request.query as { model?: string; ticket?: string };
      const ticket = q.ticket ? openDevTicket(app.identity.box, q.ticket, app.identity.now()) : null;
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      if (!ticket || ticket.model !== q.model) {
        return reply
          .code(403)
          .type('text/html; charset=utf-8')
          .send(page('      <h1 id="chat-title">Development chat</h1>\n      <p role="alert" data-testid="dev-chat-refused">This chat link is not valid or has expired. Open the chat again from the portal.</p>'));
      }
      const who = ticket.nickname ? `${ticket.nickname} (${ticket.account})` : ticket.account;
      const body = [
        `      <h1 id="chat-title">Development chat: ${escapeHtml(ticket.merchant)}</h1>`,
        `      <p data-testid="dev-chat-desk">Desk: <strong>${escapeHtml(ticket.model)}</strong></p>`,
        `      <p data-testid="dev-chat-member">Signed in as <strong>${escapeHtml(who)}</strong></p>`,
        '      <ol aria-label="Conversation"><li>Agent: Hello! How can we help you today?</li></ol>',
      ].join('\n');
      return reply.type('text/html; charset=utf-8').send(page(body));
    },
  });
};
