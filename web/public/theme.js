// Applies the remembered colour theme before the first paint (the app's CSP allows only
// scripts from its own origin, so this cannot be inline). Same rule as src/shared/theme/theme.ts.
(function () {
  var choice = null;
  try {
    choice = window.localStorage.getItem('theme');
  } catch (error) {
    choice = null;
  }
  var dark = choice === 'dark' || (choice !== 'light' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();
