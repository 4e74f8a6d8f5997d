import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MantineColor } from '@mantine/core';
import type { AdminUserRow } from '@wordloom/shared/schemas/admin';
import { AdminValidation } from '@wordloom/shared/schemas/admin';
import { validationMessage } from '../../forms/validation-messages.ts';

type SubscriptionStatus = AdminUserRow['subscriptionStatus'];

export const SUBSCRIPTION_LABELS: Record<SubscriptionStatus, MessageDescriptor> = {
  free: msg`Free`,
  active: msg`Subscribed`,
  past_due: msg`Past due`,
  cancelled: msg`Cancelled`,
};

export const SUBSCRIPTION_COLORS: Record<SubscriptionStatus, MantineColor> = {
  free: 'gray',
  active: 'teal',
  past_due: 'orange',
  cancelled: 'red',
};

/** The ledger's row types (server: WordTransactionType), as an operator reads them. */
const TRANSACTION_LABELS: Record<string, MessageDescriptor> = {
  grant: msg`Grant`,
  hold: msg`Hold`,
  spend: msg`Spend`,
  release: msg`Release`,
  settle: msg`Settlement`,
  expiry: msg`Expiry`,
  deduct: msg`Deduction`,
};

/** A type the client does not know yet (a newer server) is shown as stored rather than hidden. */
export function transactionLabel(type: string): MessageDescriptor {
  return TRANSACTION_LABELS[type] ?? { id: type, message: type };
}

const ADMIN_RULE_MESSAGES: Record<string, MessageDescriptor> = {
  [AdminValidation.REQUIRED]: msg`This field is required.`,
  [AdminValidation.TOO_LONG]: msg`This is too long.`,
  [AdminValidation.WORDS_RANGE]: msg`Enter a whole number of words from 1 to 10,000,000.`,
  [AdminValidation.PATH_INVALID]: msg`Start the path with /`,
};

/** The admin forms' rule codes (shared/src/schemas/admin.ts), else the shared rules' texts. */
export function adminRuleMessage(code: string): MessageDescriptor {
  return ADMIN_RULE_MESSAGES[code] ?? validationMessage(code);
}

/** LinkedIn posts' and articles' statuses, as the detail page lists them. */
const CONTENT_STATUS_LABELS: Record<string, MessageDescriptor> = {
  draft: msg`Draft`,
  scheduled: msg`Scheduled`,
  publishing: msg`Publishing`,
  published: msg`Published`,
};

export function contentStatusLabel(status: string): MessageDescriptor {
  return CONTENT_STATUS_LABELS[status] ?? { id: status, message: status };
}
