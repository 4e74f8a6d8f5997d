// Runs before the app's bundle so a dark-theme visitor never sees a flash of the light theme.
// A file, not an inline script, because the content security policy allows only 'self' scripts.
// Mantine keeps the visitor's choice under this key; "auto" follows the system setting.
(() => {
  let scheme = 'auto';
  try {
    const saved = window.localStorage.getItem('mantine-color-scheme-value');
    if (saved === 'light' || saved === 'dark') scheme = saved;
  } catch {
    // Storage can be off (private mode); the system setting decides then.
  }
  if (scheme === 'auto') scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
