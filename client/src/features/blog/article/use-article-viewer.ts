import type { ArticleEngagementState } from '@wordloom/shared/schemas/blog-engagement';
import { useCallback, useEffect, useState } from 'react';
import { publicApi } from '../public-api.ts';

/** Who looks at an article and what they did with it (`blogEngagement.state`). */
export type ArticleViewerState = ArticleEngagementState;

export interface ArticleViewer {
  /** Null until the browser has asked (never on the server: its pages are cached for everyone). */
  state: ArticleViewerState | null;
  setState: (state: ArticleViewerState) => void;
}

/**
 * The viewer's relation to an article, asked once the page is in the browser: the public pages
 * are the same for every visitor, so only this call tells whether to show Edit Article or a
 * pressed like. A null id asks nothing (the caller already has a viewer).
 */
export function useArticleViewer(articleId: string | null): ArticleViewer {
  const [state, setState] = useState<ArticleViewerState | null>(null);
  useEffect(() => {
    if (articleId === null) return;
    let current = true;
    setState(null);
    publicApi()
      .then((api) => api.blogEngagement.state.query({ id: articleId }))
      .then((answer) => {
        if (current) setState(answer);
      })
      // Without it the bar still works: the first toggle asks the server, which says who is there.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [articleId]);
  return { state, setState: useCallback((next: ArticleViewerState) => setState(next), []) };
}
