import { z } from 'zod';

/**
 * A demographic record as the server sends it: the profile instrument's question keys plus dob,
 * relationshipStatus and sexualOrientation. Values are strings (or null when cleared); unknown
 * keys are kept so a new profile question needs no change here.
 */
export const demographicRecordSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));

export type DemographicRecord = z.infer<typeof demographicRecordSchema>;

export const demographicAnswerSchema = z.object({ data: demographicRecordSchema.nullable() });
