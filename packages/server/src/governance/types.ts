import type { bestPracticesApi } from '@charter/core';
import type { z } from 'zod';

export type { Constitution, ProjectSettings, Rule, Violation } from '@charter/core';

/** A catalogue practice as the API serves it (core's catalogue exports the same shape). */
export type BestPractice = z.output<(typeof bestPracticesApi)['get']['response']>;
