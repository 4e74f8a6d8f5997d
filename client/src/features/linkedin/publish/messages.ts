import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { AppErrorCode } from '@wordloom/shared/errors';
import { appErrorCode, appErrorText, isNetworkFailure } from '../../../lib/errors.ts';

/** Spec §8 LinkedIn posts. */
export const PUBLISH_FAILED_TITLE = msg`Publishing Failed`;
export const PUBLISH_FAILED = msg`Failed to publish to LinkedIn. Please try again.`;
export const CONNECT_LINKEDIN_FIRST = msg`Please connect your LinkedIn account in your profile settings first.`;

/**
 * Why a publish failed, in words a person understands: the server's reason when it gave one
 * (an expired token, a duplicate, a rate limit and when to retry), else the spec's own text.
 */
export function publishFailureText(errorCode: string | null): MessageDescriptor {
  if (!errorCode || errorCode === AppErrorCode.INTERNAL || !(errorCode in AppErrorCode)) return PUBLISH_FAILED;
  return appErrorText(errorCode as AppErrorCode);
}

/** The code a failed publish call answered with, or null when it got no answer. */
export function publishErrorCode(error: unknown): string | null {
  return isNetworkFailure(error) ? null : appErrorCode(error);
}

/** Refusals that connecting LinkedIn again fixes: no connection, no or an expired token, no permission to post. */
const RECONNECT_CODES = new Set<string>([
  AppErrorCode.LINKEDIN_NOT_CONNECTED,
  AppErrorCode.LINKEDIN_TOKEN_MISSING,
  AppErrorCode.LINKEDIN_TOKEN_EXPIRED,
  AppErrorCode.LINKEDIN_PERMISSION_MISSING,
]);

export function needsReconnect(errorCode: string | null): boolean {
  return errorCode !== null && RECONNECT_CODES.has(errorCode);
}
