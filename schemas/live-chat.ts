/**
 * Customer-service live chat (§7 "live chat model list and launch": CBS_modelList without a
 * token, CBS_launchChat with one; docs/decisions/052-engagement-misc.md). The brand's desks and
 * the launch answer: the provider address with a signed, short-lived ticket naming the member.
 */

/** One chat desk, named in the asked language. */
export interface ChatModel {
  id: string;
  name: string;
}

export interface ChatModelList {
  /** The brand offers live chat (brand.json liveChat); false: no desks. */
  available: boolean;
  models: ChatModel[];
}

export interface ChatLaunchAnswer {
  /** Where the chat opens (a new tab): the provider address with ?model= and ?ticket=. */
  url: string;
  expiresInSeconds: number;
}

/** How long a chat ticket opens the chat. */
export const chatTicketSeconds = 300;
