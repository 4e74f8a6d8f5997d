import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TAuditAction } from '@wordloom/shared/schemas/admin';
import { TICKET_STATUSES } from '@wordloom/shared/schemas/support';
import { ADMIN_STATUS_LABELS } from '../support/ticket-labels.ts';

export const AUDIT_ACTION_LABELS: Record<TAuditAction, MessageDescriptor> = {
  words_granted: msg`Words granted`,
  words_deducted: msg`Words deducted`,
  user_suspended: msg`Account suspended`,
  user_restored: msg`Account restored`,
  admin_promoted: msg`Made admin`,
  admin_demoted: msg`Admin role removed`,
  removed_url_added: msg`Removed URL added`,
  removed_url_deleted: msg`Removed URL deleted`,
  ticket_assigned: msg`Ticket assigned`,
  ticket_status_changed: msg`Ticket status changed`,
  ticket_replied: msg`Ticket answered`,
  tool_created: msg`Tool created`,
  tool_updated: msg`Tool updated`,
  tool_deleted: msg`Tool deleted`,
  http_mapping_saved: msg`HTTP mapping saved`,
  http_mapping_deleted: msg`HTTP mapping deleted`,
  ai_settings_changed: msg`AI settings changed`,
  article_updated: msg`Article edited`,
  article_published: msg`Article published`,
  article_unpublished: msg`Article unpublished`,
  article_deleted: msg`Article deleted`,
};

function isPrimitive(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** Keys whose text is worth showing as it is, in this order. */
const TEXT_KEYS = ['name', 'title', 'key', 'url', 'path', 'endpointUrl', 'slug', 'activeProvider', 'reason'];

/** Row ids (uuids) say nothing to a reader; they are shown only when nothing else is. */
function isIdKey(key: string): boolean {
  return key.endsWith('Id') || key === 'assignedTo';
}

/**
 * An audit row's details as a line a person reads ("1,000 words — Goodwill for the outage",
 * "Starts with: /old-blog", "#12 — Closed"). Each action stores its own keys, so the known ones
 * are read first and any other follows as "key: value"; nested values are left out.
 */
export function auditDetailsText(i18n: I18n, details: Record<string, unknown>): string {
  const parts: string[] = [];
  const rest = { ...details };
  if (typeof rest.words === 'number') {
    const words = i18n.number(rest.words);
    parts.push(i18n._(msg`${words} words`));
  }
  if (typeof rest.number === 'number') parts.push(`#${rest.number}`);
  const status = TICKET_STATUSES.find((known) => known === rest.status);
  if (status) parts.push(i18n._(ADMIN_STATUS_LABELS[status]));
  if (rest.internal === true) parts.push(i18n._(msg`Internal note`));
  for (const key of TEXT_KEYS) {
    const value = rest[key];
    if (typeof value === 'string' && value !== '') parts.push(value);
  }
  for (const key of ['words', 'number', 'internal', ...TEXT_KEYS]) delete rest[key];
  if (status) delete rest.status;
  const others = Object.entries(rest).filter((entry): entry is [string, string | number | boolean] =>
    isPrimitive(entry[1]),
  );
  const shown = parts.length > 0 ? others.filter(([key]) => !isIdKey(key)) : others;
  for (const [key, value] of shown) {
    parts.push(`${key}: ${typeof value === 'number' ? i18n.number(value) : String(value)}`);
  }
  return parts.join(' — ');
}
