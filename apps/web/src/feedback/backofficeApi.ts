import { backofficeCall } from '../backoffice/api';

/** One message of `GET /api/backoffice/feedback/` (apps/server/src/routes/feedback). */
export interface FeedbackItem {
  id: number;
  question: string;
  additional: string | null;
  query: string | null;
  user_email: string | null;
  client_id: string | null;
  /** ISO timestamp. */
  created: string;
}

export interface FeedbackList {
  total: number;
  hits: FeedbackItem[];
}

export const FEEDBACK_PAGE_SIZE = 25;

/** A page (1-based) of readers' search feedback, newest first, with the back office's bearer token. */
export function fetchFeedback(page: number, signal?: AbortSignal): Promise<FeedbackList> {
  return backofficeCall<FeedbackList>('feedback/', { params: { page, size: FEEDBACK_PAGE_SIZE }, signal });
}
