import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

/** How long typing pauses before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

interface AddressSearchBoxProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** The search the page's address holds. */
  value: string;
  /** Called once typing pauses, with the trimmed text. */
  onSearch: (search: string) => void;
  'aria-label': string;
}

/**
 * A list page's search box whose text lives in the address: the address changes once typing
 * pauses, and the box follows the address when it changes by other means (back button, a link).
 */
export function AddressSearchBox({ value, onSearch, ...inputProps }: AddressSearchBoxProps) {
  const [typed, setTyped] = useState(value);
  // What this box last sent: the address catching up with it must not undo letters typed since.
  const sent = useRef(value);
  const searchSoon = useDebouncedCallback((text: string) => {
    sent.current = text.trim();
    onSearch(sent.current);
  }, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setTyped(value);
  }, [value]);
  return (
    <TextInput
      type="search"
      leftSection={<IconSearch size={16} />}
      {...inputProps}
      value={typed}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        searchSoon(event.currentTarget.value);
      }}
    />
  );
}
