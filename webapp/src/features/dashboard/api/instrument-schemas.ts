import { z } from 'zod';

/** Just what the dashboard needs from GET /api/instruments (the renderer parses the rest). */
export const instrumentSummarySchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  route: z.string().nullable().optional(),
  report_route: z.string().nullable().optional(),
});
export type InstrumentSummary = z.infer<typeof instrumentSummarySchema>;

export const instrumentListSchema = z.object({ data: z.array(instrumentSummarySchema) });

const answerSchema = z.object({ value: z.string(), label: z.string().nullable().optional() });

/** The parts of a profile instrument the Profile tab draws: questions and their answer sets. */
export const profileDefinitionSchema = z.object({
  id: z.string(),
  answer_sets: z.array(z.object({ id: z.string(), answers: z.array(answerSchema).nullable().optional() })),
  questions: z.array(
    z.object({
      key: z.string(),
      label: z.string().nullable().optional(),
      type: z.string(),
      answer_set: z.string().nullable().optional(),
      max_length: z.number().optional(),
      numeric: z.boolean().optional(),
    }),
  ),
});
export type ProfileDefinition = z.infer<typeof profileDefinitionSchema>;

export const responseSummarySchema = z.object({
  id: z.string(),
  instrument: z.string(),
  status: z.string().optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string(),
});
export type ResponseSummary = z.infer<typeof responseSummarySchema>;

export const responseListSchema = z.object({ data: z.array(responseSummarySchema) });
