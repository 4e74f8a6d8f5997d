/** The support pages' words for the schema's codes and values, in one place for the user and admin pages. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  SupportValidation,
  TICKET_ATTACHMENTS_MAX,
  TICKET_MESSAGE_MAX,
  TICKET_SUBJECT_MAX,
  type TTicketCategory,
  type TTicketStatus,
} from '@wordloom/shared/schemas/support';

export const CATEGORY_LABELS: Record<TTicketCategory, MessageDescriptor> = {
  account: msg`Account`,
  billing: msg`Billing`,
  technical: msg`Technical problem`,
  content: msg`Content and AI writing`,
  feature_request: msg`Feature request`,
  other: msg`Other`,
};

/** What each status means to the user (an admin reads "Waiting for you" as waiting for the user too). */
export const STATUS_LABELS: Record<TTicketStatus, MessageDescriptor> = {
  // A state, not the verb of the buttons that share the English word.
  open: msg({ message: 'Open', context: 'ticket status' }),
  waiting_for_user: msg`Waiting for you`,
  closed: msg`Closed`,
};

export const STATUS_COLORS: Record<TTicketStatus, string> = {
  open: 'blue',
  waiting_for_user: 'orange',
  closed: 'gray',
};

type Field = 'subject' | 'message' | 'attachmentIds';

/** The sentence for a rule a field broke (a SupportValidation code, from the form or the server). */
export function supportValidationText(field: Field, code: string): MessageDescriptor {
  if (code === SupportValidation.TOO_MANY_ATTACHMENTS) return msg`Attach at most ${TICKET_ATTACHMENTS_MAX} files.`;
  if (code === SupportValidation.TOO_LONG) {
    return field === 'subject'
      ? msg`Keep the subject under ${TICKET_SUBJECT_MAX} characters.`
      : msg`Keep the message under ${TICKET_MESSAGE_MAX} characters.`;
  }
  return field === 'subject' ? msg`Enter a subject.` : msg`Write a message.`;
}
