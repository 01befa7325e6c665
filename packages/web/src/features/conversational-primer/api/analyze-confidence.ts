import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

/** How ready the conversation is for a primer (confidence, band label, missing topics, recommendation). */
export const analyzeCompletionConfidence = (conversationText: string, projectTitle: string) =>
  apiClient(api.conversationCalls.analyzeCompletionConfidence, { body: { conversationText, projectTitle } });
