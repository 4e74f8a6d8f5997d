import { Button, createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  // "Country Flags" holds only flag glyphs (styles/country-flags.css): all other text uses the rest.
  fontFamily:
    '"Country Flags", Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew", sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // Labels wrap instead of being cut off: in several languages a button's words outgrow a phone screen.
    // With the height left to the content, a link (<a>) no longer centres its label the way a
    // <button> does by itself; a column flexbox centres it in both.
    Button: Button.extend({
      styles: {
        root: {
          height: 'auto',
          minHeight: 'var(--button-height)',
          paddingBlock: 4,
          display: 'inline-flex',
          flexDirection: 'column',
          justifyContent: 'center',
        },
        label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.25 },
      },
    }),
  },
});
