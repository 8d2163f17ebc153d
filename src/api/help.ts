import * as content from '../../server/shared/wire/content';
import { call, type CallOptions } from './client';

// The help centre's calls (/help, /helpmc): its articles and the feedback form. A module
// of their own, so they load with the help page and not with the shell.

export type { Feedback, HelpArticle } from '../../server/shared/wire/content';

/** GET /api/content/help: the help centre's articles in the reader's language. */
export const fetchHelp = (language: string, { signal }: CallOptions = {}) =>
  call(content.helpArticles, 'content/help', { searchParams: { language }, signal });

/** Feedback as the form sends it: the fields of the wire shape (a category always chosen), and the images as files. */
export type FeedbackRequest = Required<content.FeedbackRequest> & { images: readonly File[] };

/** PUT /api/content/feedback (T, multipart): feedback or a complaint with up to 3 images. */
export function sendFeedback(request: FeedbackRequest, { signal }: CallOptions = {}) {
  const body = new FormData();
  body.append('category', request.category);
  body.append('content', request.content);
  for (const file of request.images) body.append('images', file, file.name);
  return call(content.feedback, 'content/feedback', { method: 'PUT', body, signal });
}
