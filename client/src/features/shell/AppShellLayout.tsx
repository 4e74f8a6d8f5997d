import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  AppShell,
  Avatar,
  Badge,
  Box,
  Burger,
  Button,
  Group,
  Menu,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconArticle,
  IconBookmark,
  IconBrandLinkedin,
  IconChartBar,
  IconChevronDown,
  IconCoins,
  IconCreditCard,
  IconLayoutDashboard,
  IconLifebuoy,
  IconListDetails,
  IconLogout,
  IconMailExclamation,
  IconPencilPlus,
  IconSettings,
  IconShieldLock,
  IconTemplate,
  IconWriting,
} from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import { trialState } from '@wordloom/shared/domain/trial';
import { type ReactNode, useEffect, useState } from 'react';
import { SHOWS_OWN_ERRORS } from '../../lib/query-client.ts';
import { type RouterOutputs, trpc } from '../../lib/trpc.ts';
import { DevMailboxNote } from '../auth/DevMailboxNote.tsx';
import { useSignOut } from '../auth/use-sign-out.ts';
import { ColorSchemeToggle } from '../layout/ColorSchemeToggle.tsx';
import { LanguageSelector } from '../layout/LanguageSelector.tsx';
import { Logo } from '../layout/Logo.tsx';
import { OnboardingOverlay } from '../onboarding/OnboardingOverlay.tsx';
import classes from './AppShellLayout.module.css';
import { NoticesBell } from './NoticesBell.tsx';

/** The signed-in user as `auth.me` returns it. */
export type SignedInUser = NonNullable<RouterOutputs['auth']['me']>;

/** The pages the dashboard navigation leads to. */
type ShellPath =
  | '/dashboard'
  | '/linkedin-grow/create'
  | '/linkedin-grow/my-posts'
  | '/linkedin-grow/insights'
  | '/linkedin-grow/templates'
  | '/article-writer'
  | '/blogs'
  | '/blogs/saved'
  | '/account'
  | '/subscription'
  | '/support'
  | '/admin';

interface NavEntry {
  to: ShellPath;
  label: ReactNode;
  icon: typeof IconLayoutDashboard;
  /** Active on this page only, not on the pages below it (My Articles is not lit on Saved articles). */
  end?: boolean;
}

/** A page and the pages below it (the article writer's steps sit under /article-writer). */
function isWithin(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

function ShellNavLink({ entry, pathname, onNavigate }: { entry: NavEntry; pathname: string; onNavigate: () => void }) {
  const Icon = entry.icon;
  return (
    <NavLink
      component={Link}
      to={entry.to}
      label={entry.label}
      leftSection={<Icon size={18} stroke={1.6} />}
      active={entry.end ? pathname === entry.to : isWithin(pathname, entry.to)}
      onClick={onNavigate}
    />
  );
}

interface NavGroupProps {
  label: ReactNode;
  icon: typeof IconLayoutDashboard;
  entries: NavEntry[];
  pathname: string;
  onNavigate: () => void;
}

/** A collapsible group of the navigation, open while one of its pages is shown (spec §2). */
function NavGroup({ label, icon: Icon, entries, pathname, onNavigate }: NavGroupProps) {
  const inside = entries.some((entry) => isWithin(pathname, entry.to));
  const [opened, setOpened] = useState(inside);
  // The shell stays mounted between pages: arriving in the group (from a shortcut, say) opens it too.
  useEffect(() => {
    if (inside) setOpened(true);
  }, [inside]);
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      leftSection={<Icon size={18} stroke={1.6} />}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset={28}
      classNames={{ chevron: classes.groupChevron, section: classes.groupSection }}
    >
      {entries.map((entry) => (
        <ShellNavLink key={entry.to} entry={entry} pathname={pathname} onNavigate={onNavigate} />
      ))}
    </NavLink>
  );
}

/** The dashboard navigation: the desktop sidebar and, on phones, the slide-out menu. */
function ShellNavigation({ isAdmin, onNavigate }: { isAdmin: boolean; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const linkedinGrow: NavEntry[] = [
    { to: '/linkedin-grow/create', label: <Trans>Create Post</Trans>, icon: IconPencilPlus },
    { to: '/linkedin-grow/my-posts', label: <Trans>My Posts</Trans>, icon: IconListDetails },
    { to: '/linkedin-grow/insights', label: <Trans>Insights</Trans>, icon: IconChartBar },
    { to: '/linkedin-grow/templates', label: <Trans>Templates</Trans>, icon: IconTemplate },
  ];
  const articleWriter: NavEntry[] = [
    { to: '/article-writer', label: <Trans>Article Writer</Trans>, icon: IconWriting },
    { to: '/blogs', label: <Trans>My Articles</Trans>, icon: IconArticle, end: true },
    { to: '/blogs/saved', label: <Trans>Saved articles</Trans>, icon: IconBookmark },
  ];
  const account: NavEntry[] = [
    { to: '/account', label: <Trans>Account Settings</Trans>, icon: IconSettings },
    { to: '/subscription', label: <Trans>Subscription</Trans>, icon: IconCreditCard },
    { to: '/support', label: <Trans>Support</Trans>, icon: IconLifebuoy },
    ...(isAdmin ? [{ to: '/admin' as const, label: <Trans>Admin Dashboard</Trans>, icon: IconShieldLock }] : []),
  ];
  const link = (entry: NavEntry) => (
    <ShellNavLink key={entry.to} entry={entry} pathname={pathname} onNavigate={onNavigate} />
  );
  return (
    <Stack gap={2}>
      {link({ to: '/dashboard', label: <Trans>Dashboard</Trans>, icon: IconLayoutDashboard })}
      <NavGroup
        label="LinkedinGrow"
        icon={IconBrandLinkedin}
        entries={linkedinGrow}
        pathname={pathname}
        onNavigate={onNavigate}
      />
      <NavGroup
        label={<Trans>Article Writer AI Agent</Trans>}
        icon={IconWriting}
        entries={articleWriter}
        pathname={pathname}
        onNavigate={onNavigate}
      />
      {account.map(link)}
    </Stack>
  );
}

/** The part of the address before "@": short enough for the top bar, and what the spec shows. */
function emailPrefix(email: string): string {
  return email.split('@')[0] ?? email;
}

/**
 * Spec §1's "Free Trial" label, shown while the trial applies (`onTrial`); once the trial's blogs or days
 * are used up it says so in a warning colour. Either way it leads to the Subscription page.
 */
function TrialBadge({ user, onNavigate }: { user: SignedInUser; onNavigate?: () => void }) {
  if (!user.onTrial) return null;
  const { expired } = trialState({
    blogsRemaining: user.trialBlogsRemaining,
    endsAt: user.trialEndsAt,
    pastTrial: false,
  });
  return (
    <Badge
      component={Link}
      to="/subscription"
      onClick={onNavigate}
      variant="light"
      color={expired ? 'orange' : 'teal'}
      radius="sm"
      className={classes.trialBadge}
    >
      {expired ? <Trans>Trial ended</Trans> : <Trans>Free Trial</Trans>}
    </Badge>
  );
}

function UserMenu({ user, onSignOut }: { user: SignedInUser; onSignOut: () => void }) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const name = emailPrefix(user.email);
  return (
    <Menu position="bottom-end" width={240} opened={opened} onChange={setOpened}>
      <Menu.Target>
        <UnstyledButton className={classes.userButton} aria-label={t`Account menu of ${name}`}>
          <Group gap="xs" wrap="nowrap">
            <Avatar name={user.profile.name} color="initials" size={32} radius="xl" />
            <Text size="sm" fw={600} visibleFrom="sm" maw={160} truncate="end">
              {name}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate="end">
              {name}
            </Text>
            {/* A link inside the menu's label: the menu closes itself only for its items. */}
            <TrialBadge user={user} onNavigate={() => setOpened(false)} />
          </Group>
          <Text size="xs" c="dimmed" truncate="end">
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/account" leftSection={<IconSettings size={16} />}>
          <Trans>Account Settings</Trans>
        </Menu.Item>
        <Menu.Item component={Link} to="/subscription" leftSection={<IconCreditCard size={16} />}>
          <Trans>Subscription</Trans>
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={onSignOut}>
          <Trans>Log Out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The spendable words in the top bar (spec: the balance shows there too); links to the history. */
function WordBalanceBadge() {
  const { t, i18n } = useLingui();
  const account = trpc.words.account.useQuery(undefined, SHOWS_OWN_ERRORS);
  if (account.data === undefined) return null;
  const words = i18n.number(account.data.availableWords);
  return (
    <Badge
      component={Link}
      to="/dashboard"
      variant="light"
      size="lg"
      radius="sm"
      leftSection={<IconCoins size={14} />}
      aria-label={t`${words} words available`}
      // The number is the point of the badge: on a narrow top bar the other items give way first.
      style={{ cursor: 'pointer', textTransform: 'none', flexShrink: 0 }}
    >
      {words}
    </Badge>
  );
}

/** Shown until the address is confirmed: without that, the user cannot log in again after signing out. */
function VerifyEmailBanner({ email }: { email: string }) {
  const { t, i18n } = useLingui();
  const resend = trpc.auth.resendVerification.useMutation({
    onSuccess: () =>
      notifications.show({
        color: 'green',
        title: t`Email sent`,
        message: t`A new verification link is on its way to ${email}.`,
      }),
    onError: () =>
      notifications.show({
        color: 'red',
        title: t`Failed to Send Email`,
        message: t`Failed to resend verification email. Please try again.`,
      }),
  });
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="md"
      mb="lg"
      icon={<IconMailExclamation size={20} />}
      title={<Trans>Please verify your email address</Trans>}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm" className={classes.bannerText}>
          <Trans>
            We sent a verification link to {email}. Open it to confirm your address: you need that to log in again after
            signing out.
          </Trans>
        </Text>
        <DevMailboxNote framed={false} />
        <Button
          size="xs"
          variant="white"
          color="yellow"
          loading={resend.isPending}
          onClick={() => resend.mutate({ email, language: i18n.locale })}
        >
          <Trans>Resend verification email</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * The frame of every signed-in page (spec §2): top bar with the logo and the user menu, the
 * navigation as a sidebar from `sm` up and as a slide-out menu on phones, and the page below.
 */
export function AppShellLayout({ user, children }: { user: SignedInUser; children: ReactNode }) {
  const { t } = useLingui();
  const [navOpened, nav] = useDisclosure(false);
  const signOut = useSignOut();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 272, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpened}
              onClick={nav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={navOpened ? t`Close menu` : t`Open menu`}
              aria-expanded={navOpened}
            />
            <Anchor component={Link} to="/dashboard" underline="never" aria-label={t`Wordloom dashboard`}>
              <Logo />
            </Anchor>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <WordBalanceBadge />
            <NoticesBell />
            {/* On phones the top bar has no room for it: the slide-out menu carries it. */}
            <Box visibleFrom="sm">
              <ColorSchemeToggle />
            </Box>
            {/* Beside the menu's button, not in it: a link cannot sit inside a button. On phones the menu carries it. */}
            <Box visibleFrom="sm">
              <TrialBadge user={user} />
            </Box>
            <UserMenu user={user} onSignOut={signOut} />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        p="sm"
        aria-label={t`Dashboard navigation`}
        className={classes.navbar}
        mod={{ 'mobile-closed': !navOpened }}
      >
        <AppShell.Section grow component={ScrollArea} scrollbarSize={8}>
          <ShellNavigation isAdmin={user.isAdmin} onNavigate={nav.close} />
        </AppShell.Section>
        <AppShell.Section pt="sm">
          <Stack gap="xs">
            <Group gap="xs" wrap="nowrap">
              <Box style={{ flex: 1 }}>
                <LanguageSelector />
              </Box>
              <Box hiddenFrom="sm">
                <ColorSchemeToggle />
              </Box>
            </Group>
            <NavLink
              component="button"
              type="button"
              label={<Trans>Log Out</Trans>}
              leftSection={<IconLogout size={18} stroke={1.6} />}
              onClick={signOut}
            />
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>
        {!user.emailVerified && <VerifyEmailBanner email={user.email} />}
        {children}
        {!user.onboardingCompleted && <OnboardingOverlay name={user.profile.name} />}
      </AppShell.Main>
    </AppShell>
  );
}
