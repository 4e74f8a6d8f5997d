/**
 * Google's People API (`people.connections.list`) and the refresh half of Google's token endpoint,
 * as a user's token meets them, for the server tests (msw), the client tests and the browser tests
 * (served over HTTP by tests/setup/fake-providers.ts).
 *
 * It answers the way Google does: persons with `resourceName`, `etag` and only the `personFields`
 * asked for, pages of `pageSize` (at most 1000) with `nextPageToken`, `totalPeople` and
 * `totalItems`; 401 UNAUTHENTICATED for a token it does not know (or an expired one), 403
 * PERMISSION_DENIED for a token without contacts.readonly, in Google's `{ error: { code, message,
 * status } }` body. A refresh token it knows gets a new access token; any other gets `invalid_grant`.
 */
import { type HttpHandler, HttpResponse, http } from 'msw';

export const CONTACTS_READONLY = 'https://www.googleapis.com/auth/contacts.readonly';

/** A contact as the test describes it; empty fields are left out of the person. */
export interface FakeGoogleContact {
  name?: string;
  email?: string;
  phone?: string;
}

/** A Google account: the tokens the fake accepts for it, their scopes, and its address book. */
export interface FakeGoogleAccount {
  accessToken: string;
  refreshToken?: string;
  scopes: string[];
  contacts: FakeGoogleContact[];
}

export interface FakeGooglePeopleOptions {
  /** `https://people.googleapis.com` in the server tests; a local address over HTTP. */
  baseUrl: string;
  /** Google's token endpoint, to answer `grant_type=refresh_token`; other grants fall through. */
  tokenUrl?: string;
  accounts?: FakeGoogleAccount[];
}

export interface FakeGooglePeople {
  handlers: HttpHandler[];
  /** Adds (or replaces, by access token) an account. */
  addAccount(account: FakeGoogleAccount): FakeGoogleAccount;
  /** Sets the address book of the account behind an access or refresh token. */
  setContacts(token: string, contacts: FakeGoogleContact[]): void;
  /** Access tokens Google no longer accepts (expired or revoked): they answer 401. */
  revoke(accessToken: string): void;
  /** Every `connections` request, with its query, for tests that count pages. */
  readonly requests: { token: string | null; pageToken: string | null; pageSize: number }[];
  /** Access tokens issued by refreshing. */
  readonly refreshed: string[];
}

/** `count` contacts named "Contact 0001"…, every `withoutEmailEvery`-th one without an address. */
export function generatedContacts(count: number, withoutEmailEvery = 0): FakeGoogleContact[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(4, '0');
    const noEmail = withoutEmailEvery > 0 && (index + 1) % withoutEmailEvery === 0;
    return {
      name: `Contact ${number}`,
      ...(noEmail ? {} : { email: `contact${number}@example.com` }),
      phone: `+1 555 01${number}`,
    };
  });
}

function googleError(code: number, status: string, message: string) {
  return HttpResponse.json({ error: { code, message, status } }, { status: code });
}

const MAX_PAGE_SIZE = 1000;
const DEFAULT_PAGE_SIZE = 100;

export function fakeGooglePeople(options: FakeGooglePeopleOptions): FakeGooglePeople {
  const accounts = new Map<string, FakeGoogleAccount>();
  const revoked = new Set<string>();
  const requests: FakeGooglePeople['requests'] = [];
  const refreshed: string[] = [];
  let issued = 0;

  function addAccount(account: FakeGoogleAccount): FakeGoogleAccount {
    accounts.set(account.accessToken, account);
    return account;
  }
  for (const account of options.accounts ?? []) addAccount(account);

  function accountOf(token: string): FakeGoogleAccount | undefined {
    return accounts.get(token) ?? [...accounts.values()].find((account) => account.refreshToken === token);
  }

  const handlers: HttpHandler[] = [
    http.get(`${options.baseUrl}/v1/people/me/connections`, ({ request }) => {
      const url = new URL(request.url);
      const bearer = request.headers.get('authorization')?.match(/^Bearer (.+)$/)?.[1] ?? null;
      const pageToken = url.searchParams.get('pageToken');
      const pageSize = Math.min(Number(url.searchParams.get('pageSize') ?? DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
      requests.push({ token: bearer, pageToken, pageSize });
      const account = bearer && !revoked.has(bearer) ? accounts.get(bearer) : undefined;
      if (!account) {
        return googleError(
          401,
          'UNAUTHENTICATED',
          'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
        );
      }
      if (!account.scopes.includes(CONTACTS_READONLY)) {
        return googleError(403, 'PERMISSION_DENIED', 'Request had insufficient authentication scopes.');
      }
      const fields = new Set((url.searchParams.get('personFields') ?? '').split(',').filter(Boolean));
      if (fields.size === 0) {
        return googleError(
          400,
          'INVALID_ARGUMENT',
          'personFields mask is required. Please specify one or more valid paths.',
        );
      }
      const offset = pageToken ? Number(pageToken.replace(/^page-/, '')) : 0;
      if (!Number.isInteger(offset) || offset < 0) {
        return googleError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.');
      }
      const slice = account.contacts.slice(offset, offset + pageSize);
      const connections = slice.map((contact, index) => {
        const id = `c${offset + index + 1}`;
        return {
          resourceName: `people/${id}`,
          etag: `%Eg${id}`,
          ...(fields.has('names') && contact.name
            ? { names: [{ metadata: { primary: true }, displayName: contact.name }] }
            : {}),
          ...(fields.has('emailAddresses') && contact.email
            ? { emailAddresses: [{ metadata: { primary: true }, value: contact.email }] }
            : {}),
          ...(fields.has('phoneNumbers') && contact.phone
            ? { phoneNumbers: [{ metadata: { primary: true }, value: contact.phone }] }
            : {}),
        };
      });
      const next = offset + pageSize < account.contacts.length ? `page-${offset + pageSize}` : undefined;
      return HttpResponse.json({
        ...(connections.length > 0 ? { connections } : {}),
        ...(next ? { nextPageToken: next } : {}),
        totalPeople: account.contacts.length,
        totalItems: account.contacts.length,
      });
    }),
  ];

  if (options.tokenUrl) {
    handlers.push(
      http.post(options.tokenUrl, async ({ request }) => {
        const fields = new URLSearchParams(await request.clone().text());
        // Authorization codes are the OAuth fake's (tests/mocks/oauth-providers.ts): fall through.
        if (fields.get('grant_type') !== 'refresh_token') return undefined;
        const account = [...accounts.values()].find(
          (candidate) => candidate.refreshToken && candidate.refreshToken === fields.get('refresh_token'),
        );
        if (!account) {
          return HttpResponse.json(
            { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
            { status: 400 },
          );
        }
        issued += 1;
        const accessToken = `${account.refreshToken}-access-${issued}`;
        accounts.set(accessToken, account);
        refreshed.push(accessToken);
        return HttpResponse.json({
          access_token: accessToken,
          expires_in: 3599,
          scope: account.scopes.join(' '),
          token_type: 'Bearer',
        });
      }),
    );
  }

  return {
    handlers,
    addAccount,
    setContacts(token, contacts) {
      const account = accountOf(token);
      if (!account) throw new Error(`No fake Google account has the token ${token}`);
      account.contacts = contacts;
    },
    revoke(accessToken) {
      revoked.add(accessToken);
    },
    requests,
    refreshed,
  };
}
