import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';

/** The whole-page loading state. */
export function PageLoader() {
  const { t } = useLingui();
  return (
    <Center py={120}>
      <Loader aria-label={t`Loading`} />
    </Center>
  );
}
