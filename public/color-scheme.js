// Paints the saved colour scheme before React starts, so a dark dashboard never flashes white.
try {
  var s = localStorage.getItem('mantine-color-scheme-value');
  document.documentElement.setAttribute('data-mantine-color-scheme', s === 'light' ? 'light' : 'dark');
} catch (e) {}
