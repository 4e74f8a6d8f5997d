import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@wordloom/shared/constants';

/** Where the public pages' toasts show; fetched after the page is usable (toasts shown before wait in their store). */
export default function PublicNotifications() {
  return <Notifications autoClose={TOAST_DURATION_MS} limit={TOAST_LIMIT} />;
}
