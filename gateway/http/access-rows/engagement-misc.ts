/**
 * Access matrix rows of the winners, live chat, lottery results and remaining §7 calls (issue 19,
 * docs/decisions/052), spread into accessMatrix (access-matrix.ts). §6: the live model list needs
 * no token; opened numbers need a session (trial too, like the lottery pages); launching a chat
 * or a game and the first-login call are member calls (trial 403 TRIAL_NOT_ALLOWED). The
 * development chat page answers loopback visitors only: the matrix calls from 203.0.113.50.
 */
import type { Role } from '../../test-support/access-kit';
import type { AccessRow, Answer, CallContext } from '../access-matrix';

const everyone = (a: Answer): Record<Role, Answer> => ({ guest: a, member: a, trial: a, agent: a, foreign: a });
const sessionCall: Record<Role, Answer> = { guest: 'login', member: 'ok', trial: 'ok', agent: 'ok', foreign: 'login' };
const memberCall: Record<Role, Answer> = { guest: 'login', member: 'ok', trial: 'real-account', agent: 'ok', foreign: 'login' };
const gameRef = (c: CallContext) => ({ nodeId: c.kit.game.nodeId, vendor: c.kit.game.vendor, gameType: c.kit.game.gameType });

export const engagementMiscRows: Record<string, AccessRow> = {
  'GET /wps/relay/CBS_modelList': { answers: everyone('ok') },
  'POST /wps/relay/CBS_launchChat': { answers: memberCall, request: { body: { model: 'general' } } },
  'GET /dev/chat': { answers: everyone({ status: 404, code: 'NOT_FOUND' }) },
  'POST /wps/relay/GCS_gameLaunchFB': { answers: memberCall, request: { body: { nodeId: '1', vendor: 'PG', gameType: 'RNG' } }, prepare: async (c) => ({ body: gameRef(c) }) },
  'GET /lgw/vn/numeros/opened/game': { answers: sessionCall },
  'GET /lotto/lgw/games/opened/numero': { answers: sessionCall, request: { query: { page: 'seaLottery', limit: '3' } } },
  'GET /wps/member/info/firstLogin': { answers: memberCall },
  'GET /wps/system/domainRoute': { answers: everyone('ok') },
};
