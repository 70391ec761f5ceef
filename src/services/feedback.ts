import type { FeedbackBody } from '@/domain/contract/feedback';
import { type CallOptions, request } from '@/services/request';

export const sendFeedback = (body: FeedbackBody, { signal }: CallOptions = {}) =>
  request('feedbackSaved', { method: 'POST', url: '/feedback', data: body, signal });

/** The user's own feedback, newest first. */
export const fetchFeedback = ({ signal }: CallOptions = {}) =>
  request('feedbackEntries', { method: 'GET', url: '/feedback', signal });
