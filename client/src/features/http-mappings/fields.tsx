import { Code, Textarea, type TextareaProps } from '@mantine/core';

/** How a stored JSON value is edited: pretty text, and nothing for an empty value. */
export function jsonText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && Object.keys(value).length === 0) return '';
  return JSON.stringify(value, null, 2);
}

/** Text that holds JSON shown indented, other text as it is. */
export function prettyText(value: unknown): string {
  if (typeof value !== 'string') return JSON.stringify(value, null, 2) ?? '';
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return value;
  }
}

/** A text area for JSON or a template: monospaced, growing with its content. */
export function CodeField(props: TextareaProps) {
  return (
    <Textarea
      autosize
      minRows={2}
      maxRows={14}
      spellCheck={false}
      styles={{
        input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 'var(--mantine-font-size-sm)' },
      }}
      {...props}
    />
  );
}

/** A block of code that scrolls sideways instead of widening the page on a phone. */
export function CodeBlock({ children, label }: { children: string; label: string }) {
  return (
    <Code block aria-label={label} style={{ overflowX: 'auto', whiteSpace: 'pre', maxHeight: 360 }}>
      {children}
    </Code>
  );
}
