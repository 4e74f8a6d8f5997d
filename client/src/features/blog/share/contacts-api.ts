import { AppErrorCode } from '@wordloom/shared/errors';
import type { TGmailScenario, TGoogleContactsStatus } from '@wordloom/shared/schemas/google-contacts';
import { appErrorCode } from '../../../lib/errors.ts';
import { publicApi } from '../public-api.ts';

/**
 * The Gmail gate the visitor stands at (spec §4, in order): the server decides the four after
 * sign-in; a visitor the server does not know is `not_signed_in`. Other failures are thrown.
 */
export async function gmailGate(): Promise<
  { scenario: Exclude<TGmailScenario, 'has_contacts'> } | Extract<TGoogleContactsStatus, { scenario: 'has_contacts' }>
> {
  const api = await publicApi();
  try {
    return await api.googleContacts.status.query();
  } catch (error) {
    if (appErrorCode(error) === AppErrorCode.UNAUTHENTICATED) return { scenario: 'not_signed_in' };
    throw error;
  }
}

/** Reads the contacts from Google into the profile (fetch-google-contacts). */
export async function fetchGoogleContacts() {
  return (await publicApi()).googleContacts.fetch.mutate();
}

export async function clearGoogleContacts() {
  return (await publicApi()).googleContacts.clear.mutate();
}

export async function listGoogleContacts(input: { search: string; page: number }) {
  return (await publicApi()).googleContacts.list.query(input);
}

/** Google's consent screen for the contacts permission, coming back to this page afterwards. */
export function contactsAuthorizationHref(): string {
  const here = `${window.location.pathname}${window.location.search}`;
  return `/auth/google/contacts?${new URLSearchParams({ returnTo: here })}`;
}
