import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Text } from '@mantine/core';
import { IconArrowBack } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** Under a form that is a detour from Log In: the way back. */
export function BackToLoginLink() {
  return (
    <Text size="sm" ta="center">
      <Anchor component={Link} to="/login">
        <Trans>Back to login</Trans>
      </Anchor>
    </Text>
  );
}

/** The way back to Log In once such a form has done its work. */
export function BackToLoginButton() {
  return (
    <Button component={Link} to="/login" variant="default" fullWidth leftSection={<IconArrowBack size={18} />}>
      <Trans>Back to login</Trans>
    </Button>
  );
}
