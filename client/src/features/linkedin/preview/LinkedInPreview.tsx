import { Trans, useLingui } from '@lingui/react/macro';
import {
  Avatar,
  Box,
  Card,
  Group,
  Image,
  SegmentedControl,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import {
  IconDeviceDesktop,
  IconDeviceMobile,
  IconFileTypePdf,
  IconMessageCircle,
  IconRepeat,
  IconSend,
  IconThumbUp,
  IconWorld,
} from '@tabler/icons-react';
import { seeMoreFold } from '@wordloom/shared/domain/linkedin-text';
import { useState } from 'react';
import classes from './LinkedInPreview.module.css';

/** A picture or document the post carries, as the preview shows it. */
export interface PreviewMedia {
  src: string;
  type: 'image' | 'document';
  title: string;
}

/** The widths LinkedIn's feed gives a post: the desktop column and a phone screen. */
const FRAME_WIDTHS = { desktop: 555, phone: 360 } as const;
type Frame = keyof typeof FRAME_WIDTHS;

/** The feed shows at most four pictures; the last one says how many more there are. */
const SHOWN_IMAGES = 4;

function ImageGrid({ images }: { images: PreviewMedia[] }) {
  const { t } = useLingui();
  const shown = images.slice(0, SHOWN_IMAGES);
  const hidden = images.length - shown.length;
  return (
    <div className={classes.images} data-count={Math.min(images.length, SHOWN_IMAGES)}>
      {shown.map((image, index) => (
        <div key={image.src} className={classes.imageCell}>
          <Image src={image.src} alt={image.title || t`Image ${index + 1} of the post`} className={classes.image} />
          {hidden > 0 && index === shown.length - 1 && (
            <div className={classes.more} aria-hidden>
              +{hidden}
            </div>
          )}
        </div>
      ))}
    </div>
  );
}

function DocumentCard({ document }: { document: PreviewMedia }) {
  return (
    <Group className={classes.document} gap="sm" wrap="nowrap">
      <ThemeIcon size={44} radius="sm" variant="light" color="red">
        <IconFileTypePdf size={26} />
      </ThemeIcon>
      <Stack gap={0} miw={0}>
        <Text fw={600} size="sm" truncate>
          {document.title}
        </Text>
        <Text size="xs" c="dimmed">
          <Trans>PDF document</Trans>
        </Text>
      </Stack>
    </Group>
  );
}

/** The text as the feed shows it: folded with "…see more" where LinkedIn cuts, whole once clicked. */
function PostText({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const { preview, folded } = seeMoreFold(text);
  const showWhole = expanded || !folded;
  return (
    <Text component="div" size="sm" dir="auto" className={classes.text}>
      {showWhole ? text : preview}
      {!showWhole && (
        <>
          {' '}
          <UnstyledButton className={classes.seeMore} onClick={() => setExpanded(true)}>
            <Trans>…see more</Trans>
          </UnstyledButton>
        </>
      )}
    </Text>
  );
}

interface LinkedInPreviewProps {
  /** The post's text as LinkedIn receives it (toLinkedInText). */
  text: string;
  media: PreviewMedia[];
  /** The author's name as the feed shows it. */
  authorName: string;
}

/**
 * The post as LinkedIn's feed shows it, on a desktop or a phone: author line, the text folded
 * at "…see more", then the pictures (a grid for several) or the document.
 */
export function LinkedInPreview({ text, media, authorName }: LinkedInPreviewProps) {
  const { t } = useLingui();
  const [frame, setFrame] = useState<Frame>('desktop');
  const images = media.filter((item) => item.type === 'image');
  const document = media.find((item) => item.type === 'document');
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t`Preview size`}
        value={frame}
        onChange={(value) => setFrame(value === 'phone' ? 'phone' : 'desktop')}
        data={[
          {
            value: 'desktop',
            label: (
              <Group gap={6} wrap="nowrap" justify="center">
                <IconDeviceDesktop size={16} />
                <span>{t`Desktop`}</span>
              </Group>
            ),
          },
          {
            value: 'phone',
            label: (
              <Group gap={6} wrap="nowrap" justify="center">
                <IconDeviceMobile size={16} />
                <span>{t`Phone`}</span>
              </Group>
            ),
          },
        ]}
      />
      <Box className={classes.frame} style={{ maxWidth: FRAME_WIDTHS[frame] }}>
        <Card withBorder radius="md" padding={0} className={classes.card}>
          <Group gap="sm" wrap="nowrap" p="sm" pb="xs">
            <Avatar radius="xl" color="blue" aria-hidden>
              {Array.from(authorName)[0]?.toUpperCase()}
            </Avatar>
            <Stack gap={0} miw={0}>
              <Text fw={600} size="sm" truncate>
                {authorName}
              </Text>
              <Group gap={4} wrap="nowrap">
                <Text size="xs" c="dimmed">
                  <Trans>Now</Trans>
                </Text>
                <IconWorld size={12} color="var(--mantine-color-dimmed)" aria-hidden />
              </Group>
            </Stack>
          </Group>
          <Box px="sm" pb="sm">
            {text ? (
              <PostText text={text} />
            ) : (
              <Text size="sm" c="dimmed" fs="italic">
                <Trans>Your post's text shows here.</Trans>
              </Text>
            )}
          </Box>
          {document ? <DocumentCard document={document} /> : images.length > 0 && <ImageGrid images={images} />}
          <Group className={classes.actions} justify="space-around" gap={0} wrap="nowrap" aria-hidden>
            <Group gap={4} wrap="nowrap">
              <IconThumbUp size={16} />
              <Text size="xs" fw={600} visibleFrom="xs">
                <Trans>Like</Trans>
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconMessageCircle size={16} />
              <Text size="xs" fw={600} visibleFrom="xs">
                <Trans>Comment</Trans>
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconRepeat size={16} />
              <Text size="xs" fw={600} visibleFrom="xs">
                <Trans>Repost</Trans>
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconSend size={16} />
              <Text size="xs" fw={600} visibleFrom="xs">
                <Trans>Send</Trans>
              </Text>
            </Group>
          </Group>
        </Card>
      </Box>
    </Stack>
  );
}
