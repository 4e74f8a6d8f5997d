import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import classes from './ArticleBody.module.css';

/** The class the server's sanitiser and this component give a missing or refused image. */
const IMAGE_PLACEHOLDER_CLASS = 'image-placeholder';

/** Puts a grey placeholder where an image could not be shown. */
function replaceByPlaceholder(image: HTMLImageElement, label: string): void {
  const placeholder = image.ownerDocument.createElement('span');
  placeholder.className = IMAGE_PLACEHOLDER_CLASS;
  placeholder.setAttribute('role', 'img');
  placeholder.setAttribute('aria-label', image.alt || label);
  image.replaceWith(placeholder);
}

/** An image the browser has given up on (it failed before this code could listen for it). */
function hasFailed(image: HTMLImageElement): boolean {
  return image.complete && image.naturalWidth === 0 && image.getAttribute('src') !== null;
}

interface ArticleBodyProps {
  /** The article's HTML, sanitised by the server before it was stored. */
  html: string;
  /** The article's language and direction, for hyphenation, fonts and right-to-left scripts. */
  lang: string;
  dir: 'ltr' | 'rtl';
}

/**
 * An article's text. The HTML comes from the server's allowlist sanitiser (scripts, handlers and
 * unsafe links are already gone), so it is set as is. Images that fail to load, once the page is
 * in the browser, become the same placeholder the server writes for a refused image address.
 */
export function ArticleBody({ html, lang, dir }: ArticleBodyProps) {
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const imageMissing = t`Image not available`;

  useEffect(() => {
    const root = container.current;
    // Runs again when the text changes: React has put in new images to watch.
    if (!root || html.trim() === '') return;
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) replaceByPlaceholder(event.target, imageMissing);
    };
    // Image errors do not bubble: listen while they travel down.
    root.addEventListener('error', onError, true);
    for (const image of root.querySelectorAll('img')) if (hasFailed(image)) replaceByPlaceholder(image, imageMissing);
    return () => root.removeEventListener('error', onError, true);
  }, [html, imageMissing]);

  if (html.trim() === '') {
    return (
      <Text c="dimmed" fs="italic">
        {t`No content available to display.`}
      </Text>
    );
  }
  return (
    <div
      ref={container}
      className={classes.body}
      lang={lang}
      dir={dir}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's allowlist before it was stored
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
