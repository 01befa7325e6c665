import type { RouteBody, RouteOf, RouteResponse } from '@charter/core';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

type SocraticRoute = RouteOf<typeof api.conversationCalls.socraticConversation>;
export type SocraticInput = RouteBody<SocraticRoute>;
/**
 * The answer; `source`/`note` appear when the server's optional LLM provider is in play (the note says,
 * e.g., that the deterministic reply was used because the provider failed).
 */
export type SocraticAnswer = RouteResponse<SocraticRoute> & { source?: string; note?: string };

/** One interviewer turn: the reply, what it extracted, the updated context and the depth after the turn. */
export const sendSocraticMessage = (body: SocraticInput): Promise<SocraticAnswer> =>
  apiClient(api.conversationCalls.socraticConversation, { body });
