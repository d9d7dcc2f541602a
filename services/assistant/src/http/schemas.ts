import { z } from 'zod';
import { HttpError } from './httpError.js';
import { MAX_MESSAGE_LENGTH, messages } from './messages.js';

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const sessionIdSchema = z.string().regex(SESSION_ID).transform((id) => id.toLowerCase());

const generateBodySchema = z.object({
  session_id: sessionIdSchema.nullish(),
  message: z.string().refine((text) => text.trim().length > 0).refine((text) => text.length <= MAX_MESSAGE_LENGTH),
  role: z.string().max(100).nullish(),
  url: z.string().max(2048).nullish(),
});

export type GenerateBody = z.infer<typeof generateBodySchema>;

/** Validates a generate_response body, turning the first problem into a Dutch 400. */
export function parseGenerateBody(body: unknown): GenerateBody {
  const result = generateBodySchema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path[0];
  if (field === 'message') {
    const text = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
    const tooLong = typeof text === 'string' && text.length > MAX_MESSAGE_LENGTH;
    throw new HttpError(400, tooLong ? messages.messageTooLong : messages.emptyMessage);
  }
  if (field === 'session_id') throw new HttpError(400, messages.invalidSessionId);
  throw new HttpError(400, messages.invalidRequest);
}

const sessionQuerySchema = z.object({ session_id: z.string().min(1) });

/** Validates get_chat_session's query: present, and shaped like the ids this service hands out. */
export function parseSessionQuery(query: unknown): string {
  const present = sessionQuerySchema.safeParse(query);
  if (!present.success) throw new HttpError(400, messages.missingSessionId);
  const id = sessionIdSchema.safeParse(present.data.session_id);
  if (!id.success) throw new HttpError(400, messages.invalidSessionId);
  return id.data;
}
