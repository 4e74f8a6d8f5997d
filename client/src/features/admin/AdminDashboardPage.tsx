import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconApi,
  IconLifebuoy,
  IconLinkOff,
  IconListDetails,
  IconMailHeart,
  IconRobot,
  IconTool,
  IconUserShield,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { ZPromoteUser } from '@wordloom/shared/schemas/users';
import type { ReactNode } from 'react';
import { type ErrorOverrides, errorMessage } from '../../lib/errors.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { trpc } from '../../lib/trpc.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { MailDeliveriesCard } from './MailDeliveriesCard.tsx';

interface AdminTool {
  to:
    | '/admin/ai'
    | '/admin/audit'
    | '/admin/http-mappings'
    | '/admin/newsletter'
    | '/admin/removed-urls'
    | '/admin/support'
    | '/admin/tools'
    | '/admin/users';
  icon: ReactNode;
  title: ReactNode;
  description: ReactNode;
}

function AdminTools() {
  const tools: AdminTool[] = [
    {
      to: '/admin/users',
      icon: <IconUsers size={22} />,
      title: <Trans>Users</Trans>,
      description: (
        <Trans>Find an account, see its words, content and sessions, grant or deduct words, suspend it.</Trans>
      ),
    },
    {
      to: '/admin/ai',
      icon: <IconRobot size={22} />,
      title: <Trans>AI playground</Trans>,
      description: <Trans>Choose the active AI provider, try every prompt and see the words each run costs.</Trans>,
    },
    {
      to: '/admin/http-mappings',
      icon: <IconApi size={22} />,
      title: <Trans>HTTP mappings</Trans>,
      description: <Trans>Configure the outside endpoints the product calls, and test them.</Trans>,
    },
    {
      to: '/admin/newsletter',
      icon: <IconMailHeart size={22} />,
      title: <Trans>Newsletter subscribers</Trans>,
      description: <Trans>See who subscribed to the newsletter, who confirmed and who left.</Trans>,
    },
    {
      to: '/admin/support',
      icon: <IconLifebuoy size={22} />,
      title: <Trans>Support tickets</Trans>,
      description: <Trans>Answer the users' questions, write internal notes, assign tickets and close them.</Trans>,
    },
    {
      to: '/admin/tools',
      icon: <IconTool size={22} />,
      title: <Trans>Tools</Trans>,
      description: (
        <Trans>Build the no-code tools visitors run on the tools site, try them in test mode and see their use.</Trans>
      ),
    },
    {
      to: '/admin/removed-urls',
      icon: <IconLinkOff size={22} />,
      title: <Trans>Removed URLs</Trans>,
      description: <Trans>List the addresses taken down for good, which answer 410 Gone.</Trans>,
    },
    {
      to: '/admin/audit',
      icon: <IconListDetails size={22} />,
      title: <Trans>Audit log</Trans>,
      description: <Trans>Read every change an admin made, who made it and when.</Trans>,
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {tools.map((tool) => (
        <Card key={tool.to} withBorder radius="lg" padding="lg" component={Link} to={tool.to}>
          <Group wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" size={42} radius="md">
              {tool.icon}
            </ThemeIcon>
            <Stack gap={4}>
              <Text fw={600}>{tool.title}</Text>
              <Text size="sm" c="dimmed">
                {tool.description}
              </Text>
            </Stack>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}

const PROMOTE_ERRORS: ErrorOverrides = {
  INTERNAL: msg`Failed to make user admin.`,
  ADMIN_ONLY: msg`Only administrators can promote users to admin role`,
};

/** Spec §6: an admin gives another account the admin role, by its e-mail address. */
function PromoteUserForm() {
  const { t, i18n } = useLingui();
  const form = useSchemaForm({ initialValues: { email: '' }, schema: ZPromoteUser });
  const promote = trpc.users.promoteToAdmin.useMutation({
    onSuccess: () => {
      notifications.show({ color: 'green', title: t`Success`, message: t`User has been promoted to admin.` });
      form.restart({ email: '' });
    },
  });
  const failure = promote.error && i18n._(errorMessage(promote.error, PROMOTE_ERRORS));
  const emailInput = form.getInputProps('email');
  return (
    <Card withBorder radius="lg" padding="lg">
      <form ref={form.formRef} onSubmit={form.submitWith(promote)} noValidate>
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" color="grape" size={36} radius="md">
              <IconUserShield size={20} />
            </ThemeIcon>
            <Title order={2} size="h4">
              <Trans>Promote a user to admin</Trans>
            </Title>
          </Group>
          <Text size="sm" c="dimmed">
            <Trans>Admins see this dashboard and can change the AI and HTTP settings for everyone.</Trans>
          </Text>
          <Group align="flex-start" gap="sm">
            <TextInput
              type="email"
              label={t`User's email address`}
              placeholder="name@example.com"
              {...emailInput}
              onChange={(event) => {
                emailInput.onChange(event);
                promote.reset();
              }}
              error={failure}
              style={{ flex: '1 1 16rem' }}
            />
            <Button type="submit" mt={25} loading={promote.isPending} disabled={!form.values.email.trim()}>
              <Trans>Make admin</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** The admin area's start page: the admin tools and the promotion of other admins. */
export function AdminDashboardPage() {
  const { t } = useLingui();
  usePageTitle(t`Admin Dashboard`);
  return (
    <Stack gap="xl" maw={1100} mx="auto">
      <Title order={1}>
        <Trans>Admin Dashboard</Trans>
      </Title>
      <AdminTools />
      <PromoteUserForm />
      <MailDeliveriesCard />
    </Stack>
  );
}
