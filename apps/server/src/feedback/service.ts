import type { AppContext } from '../context';
import { insertFeedback, listFeedback, type StoredFeedback } from './repository';

/** The form's own wording (spec §5) and the limits that keep one message a message, not a data dump. */
export const FEEDBACK_MESSAGES = {
  questionRequired: 'Please provide your feedback',
  questionTooLong: 'Your feedback is too long: at most 2,000 characters.',
  additionalTooLong: 'The additional information is too long: at most 10,000 characters.',
  queryTooLong: 'The search query is too long: at most 2,000 characters.',
  clientIdInvalid: 'matomo_client_id must be at most 200 characters.',
  received: 'Thank you for your feedback!',
} as const;

export const FEEDBACK_LIMITS = {
  question: 2_000,
  additional: 10_000,
  // The search language refuses longer queries anyway (QUERY_LIMITS in @parton/query).
  query: 2_000,
  clientId: 200,
} as const;

/** Feedback the service refuses, with the message the reader sees; nothing is stored. */
export class InvalidFeedbackError extends Error {}

export interface FeedbackInput {
  question?: string | null;
  additional?: string | null;
  query?: string | null;
  clientId?: string | null;
  userId: number | null;
}

/** Trimmed text, or null for a missing or blank value. */
function optionalText(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

function bounded(value: string | null, limit: number, message: string): string | null {
  if (value !== null && value.length > limit) {
    throw new InvalidFeedbackError(message);
  }
  return value;
}

/** Stores one message of the search feedback form; throws InvalidFeedbackError for a blank or oversized one. */
export async function submitFeedback(context: AppContext, input: FeedbackInput): Promise<number> {
  const question = optionalText(input.question);
  if (question === null) {
    throw new InvalidFeedbackError(FEEDBACK_MESSAGES.questionRequired);
  }
  return insertFeedback(context.db, {
    question: bounded(question, FEEDBACK_LIMITS.question, FEEDBACK_MESSAGES.questionTooLong) ?? question,
    additional: bounded(
      optionalText(input.additional),
      FEEDBACK_LIMITS.additional,
      FEEDBACK_MESSAGES.additionalTooLong,
    ),
    query: bounded(optionalText(input.query), FEEDBACK_LIMITS.query, FEEDBACK_MESSAGES.queryTooLong),
    clientId: bounded(
      optionalText(input.clientId),
      FEEDBACK_LIMITS.clientId,
      FEEDBACK_MESSAGES.clientIdInvalid,
    ),
    userId: input.userId,
  });
}

export const FEEDBACK_PAGE_SIZE = { default: 25, max: 100 } as const;

export interface FeedbackPage {
  total: number;
  items: StoredFeedback[];
}

/** One page (1-based) of the feedback, newest first. */
export function feedbackPage(context: AppContext, page: number, size: number): Promise<FeedbackPage> {
  return listFeedback(context.db, { limit: size, offset: (page - 1) * size });
}
