/**
 * Chunk "GameCenter", its /rng part (§2.1 lazily loaded groups; docs/decisions/021): the slot
 * lobby (virtualised grid, filters, lobby tile) without the category pages, so a visit to /rng
 * downloads only what it shows. Shared pieces (my games, the game tile) are common chunks.
 */
export { RngLobbyRoute } from '../routes/rng-lobby-route';
