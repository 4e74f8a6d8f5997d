import { z } from 'zod';

/**
 * One contact as the profile keeps it (spec §3 `google_contacts`: name, email, phone); a field
 * missing from stored data reads as empty rather than hiding the whole address book.
 */
export const ZGoogleContact = z.object({
  name: z.string().default(''),
  email: z.string().default(''),
  phone: z.string().default(''),
});
export type TGoogleContact = z.infer<typeof ZGoogleContact>;

/** `profiles.google_contacts`: an object with a contacts array. */
export const ZStoredGoogleContacts = z.object({ contacts: z.array(ZGoogleContact) });
export type TStoredGoogleContacts = z.infer<typeof ZStoredGoogleContacts>;

/** The picker's page: search by name or address (any case), 50 a page. */
export const ZListGoogleContacts = z.object({
  search: z.string().trim().max(200).default(''),
  page: z.number().int().min(1).max(10_000).default(1),
});
export type TListGoogleContacts = z.input<typeof ZListGoogleContacts>;

/** The Gmail gates after sign-in, in the spec's order (§4); `not_signed_in` is the client's. */
export type TGoogleContactsStatus =
  | { scenario: 'no_google' }
  | { scenario: 'missing_permission' }
  | { scenario: 'no_contacts' }
  /** `count`: every stored contact; `withEmail`: those the picker lists. */
  | { scenario: 'has_contacts'; count: number; withEmail: number };

export type TGmailScenario = 'not_signed_in' | TGoogleContactsStatus['scenario'];

export interface TGoogleContactsPage {
  contacts: TGoogleContact[];
  /** Contacts with an address matching the search, across all pages. */
  total: number;
  page: number;
  pageSize: number;
}

export interface TFetchGoogleContactsResult {
  count: number;
  withEmail: number;
}
