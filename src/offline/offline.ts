// The offline page (offline.html): the service worker shows it for a page it never kept while
// the network is down. It speaks the visitor's language (the one stored by the app, else the
// browser's) and goes back to the page it stands in for as soon as the network returns.
import messages from 'virtual:offline-messages';
import { matchLocale, resolveLocale } from '../../server/shared/languages';
import './offline.css';

function visitorLocale(): string {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem('lang');
  } catch {
    // Storage can be denied (private modes); the browser's languages still say something.
  }
  return matchLocale(stored) ?? resolveLocale(navigator.languages.map(matchLocale).find((l) => l !== null));
}

const locale = visitorLocale();
const words = messages[locale] ?? messages.en;
if (words) {
  document.documentElement.lang = locale;
  for (const element of document.querySelectorAll<HTMLElement>('[data-offline]')) {
    const text = words[element.dataset.offline ?? ''];
    if (text) element.textContent = text;
  }
  document.title = words['app.name'] ?? document.title;
}

// This document stands in for the address in the bar: reloading asks the network for the real page.
const retry = () => window.location.reload();
document.querySelector('[data-testid="offline-retry"]')?.addEventListener('click', retry);
window.addEventListener('online', retry);
// "We will try again automatically": also when the browser did not notice the network coming back.
window.setInterval(() => {
  if (navigator.onLine) retry();
}, 30_000);
