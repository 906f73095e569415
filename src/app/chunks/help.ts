/** Chunk "help" (not a §2.1 group): /help, the help-centre modal over home. */
export { HelpRoute } from '../../features/help/help-route';
