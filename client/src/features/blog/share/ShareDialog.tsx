import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconBrandFacebook,
  IconBrandGmail,
  IconBrandLinkedin,
  IconBrandWhatsapp,
  IconBrandX,
  IconCheck,
  IconCopy,
} from '@tabler/icons-react';
import {
  COPY_CONFIRMATION_MS,
  facebookShareUrl,
  linkedInShareUrl,
  type ShareContent,
  twitterShareUrl,
  whatsAppShareUrl,
} from '@wordloom/shared/domain/share';
import type { TGmailScenario } from '@wordloom/shared/schemas/google-contacts';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/errors.ts';
import type { ShareDialogProps } from '../article/LazyShareDialog.tsx';
import { copyToClipboard, openSharePopup } from './browser.ts';
import { gmailGate } from './contacts-api.ts';
import { GmailContactsDialog } from './GmailContactsDialog.tsx';
import { GmailPermissionDialog } from './GmailPermissionDialog.tsx';

type GmailStep = { step: 'closed' } | { step: 'permission'; scenario: TGmailScenario } | { step: 'contacts' };

/**
 * The share dialog (spec §2): Gmail, LinkedIn, Facebook, Twitter (X), WhatsApp and Copy to
 * Clipboard. The networks open in a 600×400 popup with their text cut to the spec's lengths;
 * Gmail goes through its gates to the contact picker. Loaded lazily by the public pages and the
 * dashboard alike, so it calls the API through `publicApi()`.
 */
export default function ShareDialog({ opened, onClose, title, url, text }: ShareDialogProps) {
  const { t, i18n } = useLingui();
  const content: ShareContent = { title, url, text };
  const [copied, setCopied] = useState(false);
  const [checkingGmail, setCheckingGmail] = useState(false);
  const [gmail, setGmail] = useState<GmailStep>({ step: 'closed' });
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  function share(address: string) {
    if (!openSharePopup(address)) {
      notifications.show({
        color: 'red',
        title: t`Share Failed`,
        message: t`Unable to share content. Please try again.`,
      });
    }
  }

  async function copyLink() {
    if (!(await copyToClipboard(url))) {
      notifications.show({ color: 'red', message: t`Copy failed.` });
      return;
    }
    setCopied(true);
    clearTimeout(copiedTimer.current);
    copiedTimer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  }

  async function startGmail() {
    setCheckingGmail(true);
    try {
      const gate = await gmailGate();
      onClose();
      if (gate.scenario === 'has_contacts') {
        if (gate.withEmail === 0) {
          notifications.show({
            color: 'yellow',
            title: t`No Email Addresses`,
            message: t`None of your Google contacts has an email address.`,
          });
        }
        setGmail({ step: 'contacts' });
      } else {
        setGmail({ step: 'permission', scenario: gate.scenario });
      }
    } catch (error) {
      notifications.show({ color: 'red', title: t`Authentication Error`, message: i18n._(errorMessage(error)) });
    } finally {
      setCheckingGmail(false);
    }
  }

  const networks = [
    { label: 'LinkedIn', icon: IconBrandLinkedin, address: linkedInShareUrl(content) },
    { label: 'Facebook', icon: IconBrandFacebook, address: facebookShareUrl(content) },
    { label: 'Twitter', icon: IconBrandX, address: twitterShareUrl(content) },
    { label: 'WhatsApp', icon: IconBrandWhatsapp, address: whatsAppShareUrl(content) },
  ];

  return (
    <>
      <Modal opened={opened} onClose={onClose} title={t`Share this article`} centered>
        <Stack gap="md">
          <Text size="sm" c="dimmed" lineClamp={2}>
            {title}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Button
              variant="light"
              leftSection={<IconBrandGmail size={18} />}
              loading={checkingGmail}
              onClick={startGmail}
              justify="flex-start"
            >
              Gmail
            </Button>
            {networks.map(({ label, icon: Icon, address }) => (
              <Button
                key={label}
                variant="light"
                leftSection={<Icon size={18} />}
                onClick={() => share(address)}
                justify="flex-start"
              >
                {label}
              </Button>
            ))}
            <Button
              variant="light"
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              onClick={copyLink}
              justify="flex-start"
            >
              {copied ? <Trans>Copied!</Trans> : <Trans>Copy to Clipboard</Trans>}
            </Button>
          </SimpleGrid>
          <Text size="sm" role="status" aria-live="polite" style={{ minHeight: '1.25rem' }}>
            {copied && <Trans>Link copied to clipboard</Trans>}
          </Text>
        </Stack>
      </Modal>
      <GmailPermissionDialog
        opened={gmail.step === 'permission'}
        onClose={() => setGmail({ step: 'closed' })}
        scenario={gmail.step === 'permission' ? gmail.scenario : 'not_signed_in'}
        onScenario={(scenario) => setGmail({ step: 'permission', scenario })}
        onOpenContacts={() => setGmail({ step: 'contacts' })}
      />
      <GmailContactsDialog
        opened={gmail.step === 'contacts'}
        onClose={() => setGmail({ step: 'closed' })}
        content={content}
      />
    </>
  );
}
