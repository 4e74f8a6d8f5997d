/**
 * The server's client of Google's People API for a user's own token: every page of
 * `people/me/connections` with names, addresses and phone numbers. Failures come out as one
 * `GooglePeopleError` whose kind says what the caller can do about it.
 */

export type GooglePeopleErrorKind =
  /** 401 UNAUTHENTICATED: the token expired or was revoked; a new one is needed. */
  | 'unauthenticated'
  /** 403 PERMISSION_DENIED: the token lacks contacts.readonly. */
  | 'permission_denied'
  /** Anything else: another status, an unreadable answer, no answer. */
  | 'failed';

export class GooglePeopleError extends Error {
  override readonly name = 'GooglePeopleError';
  readonly kind: GooglePeopleErrorKind;
  /** The HTTP status; null when no answer came. */
  readonly status: number | null;
  constructor(kind: GooglePeopleErrorKind, message: string, status: number | null, options?: { cause?: unknown }) {
    super(message, options);
    this.kind = kind;
    this.status = status;
  }
}

/** A contact reduced to what the profile keeps; an empty string where Google has nothing. */
export interface PeopleContact {
  name: string;
  email: string;
  phone: string;
}

/** A person as `connections` lists it, the fields asked for (`personFields`). */
interface Person {
  resourceName?: string;
  names?: { displayName?: string }[];
  emailAddresses?: { value?: string }[];
  phoneNumbers?: { value?: string }[];
}

interface ConnectionsPage {
  connections?: Person[];
  nextPageToken?: string;
  totalPeople?: number;
  totalItems?: number;
}

export interface GooglePeopleOptions {
  /** `https://people.googleapis.com`, or a fake's address in tests and local runs. */
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
  /** How long one page may take (default 30 s). */
  timeoutMs?: number;
}

/** Google's largest page: fewer round trips for a big address book. */
const PAGE_SIZE = 1000;
/** A loop guard: 100 pages are 100,000 contacts, far over the 25,000 Google allows an account. */
const MAX_PAGES = 100;

function first(values: { value?: string; displayName?: string }[] | undefined, key: 'value' | 'displayName'): string {
  return (values?.find((entry) => entry[key]?.trim())?.[key] ?? '').trim();
}

function toContact(person: Person): PeopleContact {
  const email = first(person.emailAddresses, 'value').toLowerCase();
  return {
    name: first(person.names, 'displayName') || email,
    email,
    phone: first(person.phoneNumbers, 'value'),
  };
}

async function failure(response: Response): Promise<GooglePeopleError> {
  let message = `Google People API answered ${response.status}`;
  try {
    const body = (await response.json()) as { error?: { message?: string; status?: string } };
    if (body.error?.message) message = `${body.error.status ?? response.status}: ${body.error.message}`;
  } catch {
    // A gateway's HTML or an empty body: the status says enough.
  }
  const kind = response.status === 401 ? 'unauthenticated' : response.status === 403 ? 'permission_denied' : 'failed';
  return new GooglePeopleError(kind, message, response.status);
}

/** Reads every page of the token owner's contacts (`people.connections.list`). */
export async function listAllConnections(token: string, options: GooglePeopleOptions): Promise<PeopleContact[]> {
  const fetchFn = options.fetch ?? globalThis.fetch;
  const contacts: PeopleContact[] = [];
  let pageToken: string | undefined;
  for (let pageNumber = 0; pageNumber < MAX_PAGES; pageNumber += 1) {
    // Joined, not resolved: a base with a path (a proxy, the browser tests' fake) keeps it.
    const url = new URL(`${options.baseUrl.replace(/\/+$/, '')}/v1/people/me/connections`);
    url.searchParams.set('personFields', 'names,emailAddresses,phoneNumbers');
    url.searchParams.set('pageSize', String(PAGE_SIZE));
    if (pageToken) url.searchParams.set('pageToken', pageToken);
    let response: Response;
    try {
      response = await fetchFn(url, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      throw new GooglePeopleError('failed', 'Could not reach the Google People API', null, { cause: error });
    }
    if (!response.ok) throw await failure(response);
    let page: ConnectionsPage;
    try {
      page = (await response.json()) as ConnectionsPage;
    } catch (error) {
      throw new GooglePeopleError('failed', 'The Google People API answered no JSON', response.status, {
        cause: error,
      });
    }
    for (const person of page.connections ?? []) contacts.push(toContact(person));
    pageToken = page.nextPageToken;
    if (!pageToken) return contacts;
  }
  throw new GooglePeopleError('failed', `More than ${MAX_PAGES} pages of contacts`, null);
}
