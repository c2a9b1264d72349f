import { z } from 'zod';
import { colourSchema } from '@/features/instruments/api/instrument-schema';

/** Where a comparison came from (docs/api-contract.md): never a number when `unavailable`. */
export const basisSchema = z.enum(['filtered', 'general', 'unavailable']);
export type Basis = z.infer<typeof basisSchema>;

export const populationSchema = z.object({
  count: z.number(),
  mean: z.number(),
  stddev: z.number(),
  percentile: z.number(),
});
export type PopulationStats = z.infer<typeof populationSchema>;

export const dimensionReportSchema = z.object({
  score: z.number(),
  min: z.number(),
  max: z.number(),
  percentage: z.number(),
  level: z.string(),
  levelLabel: z.string(),
  levelGroup: z.string(),
  colour: colourSchema.catch('neutral'),
  population: populationSchema.nullable(),
  basis: basisSchema,
});
export type DimensionReport = z.infer<typeof dimensionReportSchema>;

/** POST /api/responses/{id}/report. */
export const reportDataSchema = z.object({
  id: z.string(),
  instrument: z.string(),
  submittedAt: z.string().nullable(),
  profile: z.string().nullable(),
  levelBasis: z.enum(['population', 'absolute']),
  dimensions: z.record(z.string(), dimensionReportSchema),
  filter: z.record(z.string(), z.string()),
  message: z.string().nullable(),
});
export type ReportData = z.infer<typeof reportDataSchema>;

export const groupDimensionSchema = z.object({
  percentile: z.number().nullable(),
  userPercentage: z.number(),
  comparisonGroupSize: z.number(),
  comparisonMean: z.number().nullable(),
  basis: basisSchema,
});
export type GroupDimension = z.infer<typeof groupDimensionSchema>;

/** GET /api/responses/{id}/comparison?group=. */
export const comparisonSchema = z.object({
  group: z.string(),
  groupValue: z.string().nullable(),
  dimensions: z.record(z.string(), groupDimensionSchema),
  message: z.string().nullable().optional(),
});
export type Comparison = z.infer<typeof comparisonSchema>;

export const responseSummarySchema = z.object({
  id: z.string(),
  instrument: z.string(),
  status: z.string(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type ResponseSummary = z.infer<typeof responseSummarySchema>;

export const emailAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string().nullable().optional(),
});
