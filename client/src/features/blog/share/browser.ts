import { SHARE_POPUP } from '@wordloom/shared/domain/share';

/**
 * Opens a share address in a small window centred over the page (spec §9: 600×400); false when the
 * browser blocked it. The network's page gets no handle back into this one.
 */
export function openSharePopup(url: string): boolean {
  const { width, height } = SHARE_POPUP;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  const features = `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
  // "noopener" in the features would make window.open return null even when the window opened,
  // hiding a blocked popup: the opener is cut by hand instead.
  const opened = window.open(url, '_blank', features);
  if (!opened) return false;
  opened.opener = null;
  return true;
}

/** Puts text on the clipboard; false when the browser refused (no permission, insecure page). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
