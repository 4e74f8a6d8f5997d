import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TAuditAction } from '@wordloom/shared/schemas/admin';

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
};

function isPrimitive(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/**
 * An audit row's details as a line a person reads ("1,000 words — Goodwill for the outage",
 * "Starts with: /old-blog"). Each action stores its own keys, so the ones worth a sentence are
 * read first and the rest follow as "key: value"; nested values are left out.
 */
export function auditDetailsText(i18n: I18n, details: Record<string, unknown>): string {
  const parts: string[] = [];
  const rest = { ...details };
  if (typeof rest.words === 'number') {
    const words = i18n.number(rest.words);
    parts.push(i18n._(msg`${words} words`));
    delete rest.words;
  }
  for (const key of ['url', 'path', 'reason', 'subject']) {
    const value = rest[key];
    if (typeof value === 'string' && value !== '') parts.push(value);
    delete rest[key];
  }
  for (const [key, value] of Object.entries(rest)) {
    if (isPrimitive(value)) parts.push(`${key}: ${typeof value === 'number' ? i18n.number(value) : String(value)}`);
  }
  return parts.join(' — ');
}
