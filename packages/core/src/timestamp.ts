import { z } from 'zod';

/** ISO-8601 timestamp as stored and sent. */
export const TimestampSchema = z.iso.datetime({ offset: true });
