import { api } from '@charter/core/api';
import { apiClient } from '../../../lib/api-client';

/** How ready the conversation is for a primer (confidence, band label, missing topics, recommendation). */
export const analyzeCompletionConfidence = (conversationText: string, projectTitle: string) =>
  apiClient(api.conversationCalls.analyzeCompletionConfidence, { body: { conversationText, projectTitle } });
