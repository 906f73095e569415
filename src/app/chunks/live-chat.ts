/** Chunk "LiveChat" (docs/decisions/052): the customer-service live chat entry /liveChat. */
export { LiveChatPage } from '../../features/live-chat/live-chat-page';
