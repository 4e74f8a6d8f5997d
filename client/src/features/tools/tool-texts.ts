/**
 * The tool page's sentences for what can go wrong: a field the visitor filled in wrongly, and a
 * run the server refused. Errors are read from the tRPC error's `data` without the client's error
 * module, which would bring the tRPC client into the public page's first download; the texts of
 * the codes are the catalogue's (client/src/lib/errors.ts), so they share its translations.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ToolInputProblem } from '@wordloom/shared/domain/tool-input';

/** Spec §8 "Tool execution failed." — a run that threw without a code of its own. */
export const RUN_FAILED = msg`Tool execution failed.`;
const NETWORK_ERROR = msg`Network error. Please check your connection and try again.`;

const CODE_TEXTS: Partial<Record<string, MessageDescriptor>> = {
  TOOL_NOT_FOUND: msg`Failed to fetch tool details`,
  TOOL_NO_WEBHOOK: msg`No webhook configured for this tool.`,
  TOOL_NO_WEBHOOK_URL: msg`No webhook URL configured.`,
  TOOL_INPUT_INVALID: msg`Some fields are not filled in correctly. Check the form and try again.`,
  TOOL_RUNS_LIMITED: msg`This tool has been run many times from your connection in a short while. Please wait a few minutes and try again.`,
};

interface ErrorData {
  appError?: string | null;
  retryAfterSeconds?: number | null;
}

/** The sentence for a run that threw: its code's text, with the wait when the server said how long. */
export function runErrorText(error: unknown, i18n: I18n): string {
  if (error === null || typeof error !== 'object') return i18n._(RUN_FAILED);
  const data = (error as { data?: ErrorData | null }).data;
  // A tRPC error without data never reached the server (offline, blocked).
  if ((error as { name?: unknown }).name === 'TRPCClientError' && !data) return i18n._(NETWORK_ERROR);
  const code = data?.appError ?? null;
  const wait = data?.retryAfterSeconds ?? null;
  if (code === 'TOOL_RUNS_LIMITED' && wait !== null && wait > 0) {
    const minutes = Math.ceil(wait / 60);
    return wait < 60
      ? i18n._(
          msg`This tool has been run many times from your connection in a short while. Please wait ${wait} seconds and try again.`,
        )
      : i18n._(
          msg`This tool has been run many times from your connection in a short while. Please wait ${minutes} minutes and try again.`,
        );
  }
  const text = code ? CODE_TEXTS[code] : undefined;
  return i18n._(text ?? RUN_FAILED);
}

/** The sentence under a field the visitor filled in wrongly ("{label} is required": spec §5, exactly). */
export function inputProblemText(problem: ToolInputProblem, i18n: I18n): string {
  const { label } = problem;
  const limit = problem.limit ?? 0;
  switch (problem.code) {
    case 'required':
      return i18n._(msg`${label} is required`);
    case 'too_short':
      return i18n._(msg`${label} must be at least ${limit} characters long.`);
    case 'too_long':
      return i18n._(msg`${label} must be at most ${limit} characters long.`);
    case 'pattern':
      return i18n._(msg`${label} is not in the expected format.`);
    case 'not_a_number':
      return i18n._(msg`${label} must be a number.`);
    case 'too_small':
      return i18n._(msg`${label} must be at least ${limit}.`);
    case 'too_large':
      return i18n._(msg`${label} must be at most ${limit}.`);
    case 'not_an_option':
      return i18n._(msg`Choose one of the offered options for ${label}.`);
  }
}
