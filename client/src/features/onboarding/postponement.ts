/**
 * "Later" on the onboarding questions lasts for this visit: the tab's session storage forgets it
 * when the browser session ends, and the questions come back until they are answered (spec §2).
 */
const STORAGE_KEY = 'onboardingPostponed';

export function isOnboardingPostponed(): boolean {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function postponeOnboarding(): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, 'true');
  } catch {
    // Storage can be refused (private browsing): the questions then come back at the next page load.
  }
}
