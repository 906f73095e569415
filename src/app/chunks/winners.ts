/** Chunk "Winners" (docs/decisions/052): the winners list page /winners. */
export { WinnersPage } from '../../features/winners/winners-page';
