import { z } from 'zod';

export const loginAnswerSchema = z.object({
  id: z.string(),
  email: z.string().nullable().optional(),
  role: z.string().optional(),
  access_token: z.string(),
  refresh_token: z.string(),
});

export const createUserAnswerSchema = z.object({
  status: z.number().optional(),
  response: z.string().optional(),
  user: z.object({ id: z.string(), email: z.string().nullable().optional() }),
  access_token: z.string(),
  refresh_token: z.string(),
});

export const anonymousUserAnswerSchema = z.object({
  user: z.object({ id: z.string() }),
  access_token: z.string(),
  refresh_token: z.string(),
});

export const updateAccountAnswerSchema = z.object({
  message: z.string().optional(),
  user: z.object({ id: z.string(), email: z.string().nullable().optional() }).optional(),
  access_token: z.string().optional(),
  refresh_token: z.string().optional(),
});

export const messageAnswerSchema = z.object({ message: z.string().optional() });

export const providersAnswerSchema = z.object({
  providers: z.array(z.object({ id: z.string(), name: z.string() })),
});

export type IdentityProvider = z.infer<typeof providersAnswerSchema>['providers'][number];
