import { CONTACTS_PAGE_SIZE, GOOGLE_CONTACTS_SCOPE } from '@wordloom/shared/domain/share';
import { AppErrorCode } from '@wordloom/shared/errors';
import {
  type TFetchGoogleContactsResult,
  type TGoogleContact,
  type TGoogleContactsPage,
  type TGoogleContactsStatus,
  type TListGoogleContacts,
  ZListGoogleContacts,
  ZStoredGoogleContacts,
} from '@wordloom/shared/schemas/google-contacts';
import { AppError } from '../../lib/app-error.ts';
import { GooglePeopleError, listAllConnections } from '../../lib/google/people.ts';
import type { Context } from '../../trpc/context.ts';
import { refreshAccessToken } from '../auth/oauth-clients.ts';
import { providerTokenContext } from '../auth/oauth-service.ts';
import { RATE_LIMITS } from '../rate-limits/policies.ts';
import { consume, rateLimit } from '../rate-limits/service.ts';
import { selectGoogleContacts, selectGoogleToken, updateGoogleContacts, updateGoogleToken } from './queries.ts';

type Deps = Pick<Context, 'db' | 'secrets' | 'config' | 'logger'>;

const GOOGLE_CONTEXT = (userId: string) => providerTokenContext(userId, 'google');

/** The stored contacts; a value that is not the spec's shape counts as none. */
async function storedContacts(deps: Pick<Deps, 'db'>, userId: string): Promise<TGoogleContact[] | null> {
  const parsed = ZStoredGoogleContacts.safeParse(await selectGoogleContacts(deps.db, userId));
  return parsed.success ? parsed.data.contacts : null;
}

/**
 * The Gmail gate the user stands at, after sign-in (spec §4, in order): Google not connected,
 * the contacts permission missing, contacts never fetched or empty, else the contacts.
 */
export async function contactsStatus(
  deps: Pick<Deps, 'db'>,
  { userId }: { userId: string },
): Promise<TGoogleContactsStatus> {
  const token = await selectGoogleToken(deps.db, userId);
  if (!token) return { scenario: 'no_google' };
  if (!token.scopesArray.includes(GOOGLE_CONTACTS_SCOPE)) return { scenario: 'missing_permission' };
  const contacts = await storedContacts(deps, userId);
  if (!contacts || contacts.length === 0) return { scenario: 'no_contacts' };
  return {
    scenario: 'has_contacts',
    count: contacts.length,
    withEmail: contacts.filter((contact) => contact.email).length,
  };
}

/** An access token good for now: the stored one, or a new one from the refresh token when it has expired. */
async function usableAccessToken(
  deps: Deps,
  { userId, now }: { userId: string; now: Date },
): Promise<{ token: string; refresh: (() => Promise<string>) | null }> {
  const row = await selectGoogleToken(deps.db, userId);
  if (!row) throw new AppError(AppErrorCode.GOOGLE_NOT_CONNECTED);
  if (!row.scopesArray.includes(GOOGLE_CONTACTS_SCOPE)) {
    throw new AppError(AppErrorCode.GOOGLE_CONTACTS_PERMISSION_MISSING);
  }
  let token: string;
  let refreshToken: string | null;
  try {
    token = deps.secrets.open(row.token, GOOGLE_CONTEXT(userId));
    refreshToken = row.refreshToken === null ? null : deps.secrets.open(row.refreshToken, GOOGLE_CONTEXT(userId));
  } catch (error) {
    deps.logger.error({ err: error, userId }, 'a stored Google token could not be opened');
    throw new AppError(AppErrorCode.GOOGLE_TOKEN_FETCH_FAILED);
  }
  const settings = deps.config.oauth.google;
  const refresh =
    refreshToken && settings
      ? async () => {
          try {
            const fresh = await refreshAccessToken(deps.config, 'google', settings, {
              refreshToken,
              scopes: row.scopesArray,
            });
            const { tokens } = fresh;
            await updateGoogleToken(deps.db, {
              userId,
              token: deps.secrets.seal(tokens.accessToken(), GOOGLE_CONTEXT(userId)),
              refreshToken: tokens.hasRefreshToken()
                ? deps.secrets.seal(tokens.refreshToken(), GOOGLE_CONTEXT(userId))
                : null,
              expiresAt: 'expires_in' in tokens.data ? tokens.accessTokenExpiresAt() : null,
              scopes: fresh.scopes,
            });
            return tokens.accessToken();
          } catch (error) {
            // Revoked or expired refresh token (invalid_grant), or Google unreachable: reconnecting fixes both.
            deps.logger.warn({ err: error, userId }, 'Google token refresh failed');
            throw new AppError(AppErrorCode.GOOGLE_TOKEN_EXPIRED);
          }
        }
      : null;
  // Spec §5: the token is expired when expires_at is past.
  const expired = row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime();
  if (!expired) return { token, refresh };
  if (!refresh) throw new AppError(AppErrorCode.GOOGLE_TOKEN_EXPIRED);
  return { token: await refresh(), refresh: null };
}

function appErrorOf(error: GooglePeopleError): AppError {
  if (error.kind === 'unauthenticated') return new AppError(AppErrorCode.GOOGLE_TOKEN_EXPIRED);
  if (error.kind === 'permission_denied') return new AppError(AppErrorCode.GOOGLE_CONTACTS_PERMISSION_MISSING);
  return new AppError(AppErrorCode.GOOGLE_CONTACTS_FETCH_FAILED);
}

/**
 * fetch-google-contacts (spec §7): reads every page of the user's Google contacts with a usable
 * token (refreshed when expired, or once when Google refuses it) and keeps them in
 * `profiles.google_contacts`. Counted against a per-user hourly limit.
 */
export async function fetchContacts(
  deps: Deps,
  { userId, now = new Date() }: { userId: string; now?: Date },
): Promise<TFetchGoogleContactsResult> {
  const consumed = await consume(deps.db, {
    limits: [rateLimit(RATE_LIMITS.googleContactsFetchesPerUser, userId)],
    now,
  });
  if (!consumed.allowed) throw new AppError(AppErrorCode.RATE_LIMITED);

  const { token, refresh } = await usableAccessToken(deps, { userId, now });
  const options = { baseUrl: deps.config.googlePeopleApi.baseUrl };
  let contacts: Awaited<ReturnType<typeof listAllConnections>>;
  try {
    contacts = await listAllConnections(token, options).catch(async (error: unknown) => {
      // A token revoked before its expiry: one new token is worth a try before asking to reconnect.
      if (error instanceof GooglePeopleError && error.kind === 'unauthenticated' && refresh) {
        return listAllConnections(await refresh(), options);
      }
      throw error;
    });
  } catch (error) {
    if (!(error instanceof GooglePeopleError)) throw error;
    deps.logger.warn({ err: error, userId }, 'Google contacts could not be read');
    throw appErrorOf(error);
  }
  await updateGoogleContacts(deps.db, userId, JSON.stringify({ contacts }));
  return { count: contacts.length, withEmail: contacts.filter((contact) => contact.email).length };
}

/**
 * The picker's page (spec §5): only contacts with an address, matching the search in the name or
 * the address without regard to case, sorted by name, 50 a page.
 */
export async function listContacts(
  deps: Pick<Deps, 'db'>,
  { userId, query }: { userId: string; query: TListGoogleContacts },
): Promise<TGoogleContactsPage> {
  const { search, page } = ZListGoogleContacts.parse(query);
  const needle = search.toLocaleLowerCase();
  const matching = ((await storedContacts(deps, userId)) ?? [])
    .filter((contact) => contact.email)
    .filter(
      (contact) =>
        !needle ||
        contact.name.toLocaleLowerCase().includes(needle) ||
        contact.email.toLocaleLowerCase().includes(needle),
    )
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.email.localeCompare(b.email));
  const start = (page - 1) * CONTACTS_PAGE_SIZE;
  return {
    contacts: matching.slice(start, start + CONTACTS_PAGE_SIZE),
    total: matching.length,
    page,
    pageSize: CONTACTS_PAGE_SIZE,
  };
}

/** update google_contacts to null: the first step of "Refresh" (spec §4). */
export async function clearContacts(deps: Pick<Deps, 'db'>, { userId }: { userId: string }): Promise<void> {
  await updateGoogleContacts(deps.db, userId, null);
}
