import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

const meSchema = z.object({ id: z.string(), email: z.string().nullable(), role: z.string(), kind: z.string() });
export type Me = z.infer<typeof meSchema>;

/** GET /api/me: who the caller is, with their role. */
export function getMe(): Promise<Me> {
  return apiClient.get('/api/me', { schema: meSchema });
}

const countsSchema = z.object({ loneliness: z.number(), attachment: z.number(), all: z.number() });
export const periodKeys = ['total', 'last24Hours', 'last7Days', 'last30Days', 'last12Months'] as const;
export type PeriodKey = (typeof periodKeys)[number];
const responseCountSchema = z.object({
  data: z.object({
    total: countsSchema,
    last24Hours: countsSchema,
    last7Days: countsSchema,
    last30Days: countsSchema,
    last12Months: countsSchema,
  }),
});
export type ResponseCounts = z.infer<typeof responseCountSchema>['data'];

export async function getResponseCount(): Promise<ResponseCounts> {
  return (await apiClient.get('/api/getResponseCount', { schema: responseCountSchema })).data;
}

const recentUserSchema = z.object({
  member_id: z.string(),
  email: z.string().nullable(),
  createdAt: z.string().nullable(),
  lastLonelinessSurveyDate: z.string().nullable(),
  lastAttachmentSurveyDate: z.string().nullable(),
  lastLonelinessScorePercentage: z.number().nullable(),
});
export type RecentUser = z.infer<typeof recentUserSchema>;

export async function getRecentUsers(): Promise<RecentUser[]> {
  return (await apiClient.get('/api/getRecentUsers', { schema: z.object({ data: z.array(recentUserSchema) }) })).data;
}

const droppedSchema = z.object({ count: z.object({ totalDropped: z.number().nullable() }) });

export async function getDroppedSurveys(): Promise<number | null> {
  return (await apiClient.get('/api/getDroppedSurveys', { schema: droppedSchema })).count.totalDropped;
}
