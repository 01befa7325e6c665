import type { BestPractice } from '../schema';
import { API_OUTBOUND_PRACTICES } from './api-outbound';
import { API_SERVING_PRACTICES } from './api-serving';

/** Practices for calling and serving HTTP APIs. */
export const API_PRACTICES: readonly BestPractice[] = [...API_OUTBOUND_PRACTICES, ...API_SERVING_PRACTICES];
