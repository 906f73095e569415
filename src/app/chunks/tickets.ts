/** Chunk "Tickets" (issue 19, docs/decisions/051): the raffle tickets page and the missions page. */
export { TicketsPage } from '../../features/tickets/tickets-page';
export { MissionsPage } from '../../features/missions/missions-page';
