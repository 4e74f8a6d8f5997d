import { lazy, Suspense } from 'react';

/** What the share dialog (../share/ShareDialog.tsx) is given. */
export interface ShareDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  url: string;
  text: string;
}

/** The share dialog's code is fetched the first time someone shares, not with the article. */
const ShareDialog = lazy(() =>
  Promise.all([import('../share/share-dialog-styles.ts'), import('../share/ShareDialog.tsx')]).then(
    ([, dialog]) => dialog,
  ),
);

interface LazyShareDialogProps extends ShareDialogProps {
  /** Until the first share nothing is fetched; after it the dialog stays mounted, to animate closed and open again. */
  everOpened: boolean;
}

/** The share dialog (spec §2), loaded on first use. */
export function LazyShareDialog({ everOpened, ...props }: LazyShareDialogProps) {
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <ShareDialog {...props} />
    </Suspense>
  );
}
