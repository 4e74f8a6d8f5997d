/**
 * The error that sent the user to /error. That page opens with a full page load (so whatever
 * broke starts afresh), which forgets the error; the tab's session storage carries it across.
 */
const STORAGE_KEY = 'lastError';

export interface RecordedError {
  message: string;
  /** The address of the page that failed, language prefix included. */
  path: string;
}

export function recordError(error: RecordedError): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(error));
  } catch {
    // Storage can be refused (private browsing): /error then says no details were recorded.
  }
}

export function recordedError(): RecordedError | null {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEY);
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { message, path } = parsed as Partial<RecordedError>;
    return typeof message === 'string' && typeof path === 'string' ? { message, path } : null;
  } catch {
    return null;
  }
}
