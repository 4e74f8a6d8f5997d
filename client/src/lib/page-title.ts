import { useEffect } from 'react';

/** Sets the browser tab's title for the page being shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Wordloom`;
  }, [title]);
}
