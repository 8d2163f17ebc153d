// Applies the stored theme and language (and marks a framed page) before the first paint, so a dark-theme visitor
// never sees a light flash. A file, not an inline script: the content security policy
// allows scripts from our own origin only (server/http/securityHeaders.ts).
(function () {
  var root = document.documentElement;
  try {
    var theme = localStorage.getItem('theme') === 'dark' ? 'dark' : 'light';
    root.setAttribute('data-theme', theme);
    root.style.colorScheme = theme;
    var lang = localStorage.getItem('lang');
    if (lang) root.setAttribute('lang', lang);
  } catch (e) {}
  // A page in a frame (the launcher's house games) is shown without the portal around it:
  // its static frame while loading keeps the content skeleton only (src/styles/boot.css).
  if (window.self !== window.top) root.setAttribute('data-framed', '');
})();
