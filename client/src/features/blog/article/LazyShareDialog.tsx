import { type ComponentType, lazy, Suspense } from 'react';

export interface ShareDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  url: string;
  text: string;
}

/**
 * The share dialog's code is fetched the first time someone shares, not with the article. Found
 * through a glob so that a build without the dialog (it is written apart) still loads; the glob
 * makes the same lazy chunk a dynamic import would.
 */
const loaders = import.meta.glob<{ default: ComponentType<ShareDialogProps> }>('../share/ShareDialog.tsx');
const loadShareDialog = loaders['../share/ShareDialog.tsx'];
const ShareDialog = loadShareDialog ? lazy(loadShareDialog) : null;

interface LazyShareDialogProps extends ShareDialogProps {
  /** Until the first share nothing is fetched; after it the dialog stays mounted, to animate closed and open again. */
  everOpened: boolean;
}

/** The share dialog (spec §2), loaded on first use. */
export function LazyShareDialog({ everOpened, ...props }: LazyShareDialogProps) {
  if (!everOpened || !ShareDialog) return null;
  return (
    <Suspense fallback={null}>
      <ShareDialog {...props} />
    </Suspense>
  );
}
