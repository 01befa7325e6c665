import type { RouteBody, RouteOf } from '@charter/core';
import { useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

type CallBody<K extends keyof typeof api.conversationCalls> = RouteBody<
  RouteOf<(typeof api.conversationCalls)[K]>
>;

export type ConversationPrimerInput = CallBody<'generateStructured'>;
export type HashContextInput = CallBody<'generateHashContext'>;

/** The structured primer (`# Project Primer: <title>`), written from the conversation. */
export const generateStructuredPrimer = (body: ConversationPrimerInput) =>
  apiClient(api.conversationCalls.generateStructured, { body });

/** The Hash Primer: the conversation as context that carries decisions across agent sessions. */
export const generateHashPrimer = (body: HashContextInput) =>
  apiClient(api.conversationCalls.generateHashContext, { body });

/** The package: primer, constitution, requirements, architecture notes and agent files. */
export const generateComprehensivePackage = (body: ConversationPrimerInput) =>
  apiClient(api.conversationCalls.generateComprehensive, { body });

export function useGenerateStructuredPrimer() {
  return useActionMutation({ mutationFn: generateStructuredPrimer });
}

export function useGenerateHashPrimer() {
  return useActionMutation({ mutationFn: generateHashPrimer });
}

export function useGenerateComprehensivePackage() {
  return useActionMutation({ mutationFn: generateComprehensivePackage });
}
