import { z } from 'zod';

/**
 * The instrument as GET /api/instruments/{id} sends it (engine/instruments/model.py): every field
 * present, null where unset. Parsed here, at the edge, so the renderer works on checked types.
 */

export const answerSchema = z.object({
  value: z.string(),
  label: z.string().nullish(),
  icon: z.string().nullable(),
});
export type Answer = z.infer<typeof answerSchema>;

export const answerSetSchema = z.object({
  id: z.string(),
  answers: z.array(answerSchema).nullable(),
  source: z.string().nullable(),
});
export type AnswerSet = z.infer<typeof answerSetSchema>;

const followUpBase = {
  key: z.string(),
  text: z.string(),
  show_when: z.array(z.string()).nullable(),
};

export const followUpSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('scale'), ...followUpBase, answer_set: z.string() }),
  z.object({
    type: z.literal('text_field'),
    ...followUpBase,
    placeholder: z.string().nullable(),
    max_length: z.number(),
  }),
  z.object({ type: z.literal('text_select'), ...followUpBase, answer_set: z.string() }),
  z.object({ type: z.literal('emoji_select'), ...followUpBase, answer_set: z.string() }),
]);
export type FollowUp = z.infer<typeof followUpSchema>;
export type FollowUpType = FollowUp['type'];

const questionBase = {
  key: z.string(),
  label: z.string().nullish(),
  text: z.string(),
  sub_text: z.string().nullable(),
  skippable: z.boolean(),
  follow_up: followUpSchema.nullable(),
};

export const questionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('options'),
    ...questionBase,
    answer_set: z.string(),
    dimension: z.string().nullable(),
    reverse: z.boolean(),
  }),
  z.object({ type: z.literal('select'), ...questionBase, answer_set: z.string() }),
  z.object({
    type: z.literal('text'),
    ...questionBase,
    placeholder: z.string().nullable(),
    max_length: z.number(),
    numeric: z.boolean(),
  }),
  z.object({ type: z.literal('country'), ...questionBase, answer_set: z.string() }),
  z.object({ type: z.literal('date'), ...questionBase, min_age_years: z.number().nullable() }),
]);
export type Question = z.infer<typeof questionSchema>;
export type QuestionType = Question['type'];

export const dimensionSchema = z.object({
  id: z.string(),
  label: z.string(),
  min: z.number(),
  max: z.number(),
  unit: z.enum(['points', 'percent']),
});
export type Dimension = z.infer<typeof dimensionSchema>;

export const colourSchema = z.enum(['green', 'amber', 'red', 'neutral']);
export type Colour = z.infer<typeof colourSchema>;

const bandSchema = z.object({
  id: z.string(),
  label: z.string(),
  up_to: z.number().nullable(),
  counts_as: z.string().nullable(),
  colour: colourSchema,
});

const insightSchema = z.object({ topic: z.string(), text: z.string() });

export const profileSchema = z.object({
  id: z.string(),
  when: z.record(z.string(), z.string()),
  title: z.string(),
  description: z.string(),
  general_insights: z.array(insightSchema),
  workplace_insights: z.array(insightSchema),
  research_points: z.array(z.string()),
  workplace_management: z.array(z.string()),
  course_text: z.string().nullable(),
  join_text: z.string().nullable(),
  sources: z.array(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

export const courseSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  link: z.string(),
  link_label: z.string(),
});
export type Course = z.infer<typeof courseSchema>;

const blockBase = { title: z.string().nullable(), help: z.string().nullable() };

export const reportBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('score_rings'), ...blockBase, dimensions: z.array(z.string()) }),
  z.object({ type: z.literal('verdict'), ...blockBase, template: z.string() }),
  z.object({
    type: z.literal('population_comparison'),
    ...blockBase,
    dimensions: z.array(z.string()),
    filter_button: z.string(),
  }),
  z.object({
    type: z.literal('insight_tabs'),
    ...blockBase,
    general_label: z.string(),
    workplace_label: z.string(),
  }),
  z.object({ type: z.literal('research_points'), ...blockBase }),
  z.object({ type: z.literal('courses'), ...blockBase, courses: z.array(z.string()) }),
  z.object({ type: z.literal('score_sliders'), ...blockBase, dimensions: z.array(z.string()) }),
  z.object({
    type: z.literal('percentile_bars'),
    ...blockBase,
    dimension: z.string().nullable(),
    population_label: z.string(),
    group_label: z.string(),
  }),
  z.object({ type: z.literal('comparison_picker'), ...blockBase, label: z.string() }),
  z.object({ type: z.literal('style_explanation'), ...blockBase }),
  z.object({ type: z.literal('workplace_management'), ...blockBase }),
  z.object({
    type: z.literal('next_steps'),
    ...blockBase,
    courses: z.array(z.string()),
    email: z.boolean(),
    notes: z.array(z.object({ label: z.string(), text: z.string() })),
  }),
  z.object({ type: z.literal('link'), ...blockBase, label: z.string(), to: z.string() }),
]);
export type ReportBlock = z.infer<typeof reportBlockSchema>;
export type ReportBlockType = ReportBlock['type'];
export type BlockOf<T extends ReportBlockType> = Extract<ReportBlock, { type: T }>;

export const reportViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  blocks: z.array(reportBlockSchema),
  continue_label: z.string().nullable(),
});
export type ReportView = z.infer<typeof reportViewSchema>;

export const textsSchema = z.object({
  start: z.string(),
  cancel: z.string(),
  next: z.string(),
  skip: z.string(),
  thank_you_title: z.string(),
  thank_you_body: z.string(),
  see_report: z.string(),
  start_failed: z.string(),
  submit_failed: z.string(),
});
export type Texts = z.infer<typeof textsSchema>;

export const instrumentSchema = z.object({
  id: z.string(),
  version: z.number(),
  kind: z.enum(['profile', 'assessment']),
  title: z.string(),
  description: z.string(),
  locale: z.string(),
  estimated_minutes: z.number(),
  instructions: z.string().nullable(),
  motivation: z.string().nullable(),
  source: z.string().nullable(),
  answer_sets: z.array(answerSetSchema),
  questions: z.array(questionSchema),
  dimensions: z.array(dimensionSchema),
  levels: z.array(
    z.object({ dimension: z.string(), absolute: z.array(bandSchema), relative: z.array(bandSchema).nullable() }),
  ),
  profiles: z.array(profileSchema),
  courses: z.array(courseSchema),
  report: z.object({ views: z.array(reportViewSchema) }).nullable(),
  population: z
    .object({
      filters: z.array(z.string()),
      groups: z.array(z.string()),
      min_group_size: z.number().nullable(),
      labels: z.record(z.string(), z.string()),
    })
    .nullable(),
  texts: textsSchema,
  route: z.string().nullable(),
  report_route: z.string().nullable(),
});
export type Instrument = z.infer<typeof instrumentSchema>;

export const instrumentSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(['profile', 'assessment']),
  title: z.string(),
  description: z.string(),
  estimated_minutes: z.number(),
  route: z.string().nullable(),
  report_route: z.string().nullable(),
  question_count: z.number(),
});
export type InstrumentSummary = z.infer<typeof instrumentSummarySchema>;

export const instrumentListSchema = z.object({ data: z.array(instrumentSummarySchema) });

/** The answers of one answer set; an unknown id is an empty list (the server validated the file). */
export function answersOf(instrument: Pick<Instrument, 'answer_sets'>, answerSetId: string): Answer[] {
  return instrument.answer_sets.find((set) => set.id === answerSetId)?.answers ?? [];
}

export function answerLabel(answer: Answer): string {
  return answer.label ?? answer.value;
}
