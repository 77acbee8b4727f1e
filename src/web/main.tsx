import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { removeLegacyAuthStorage } from './features/auth/legacy-storage.ts';
import { i18n } from './i18n/i18n.ts';
import { uiLanguage } from './i18n/ui-language.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the app's stylesheet
import './styles/app.css';

// Sessions live only in the httpOnly cookie; old copies of users and tokens go (docs/product-rules.md,
// Accounts and security).
try {
  removeLegacyAuthStorage(localStorage);
} catch {
  // Storage blocked: nothing stored to remove.
}

// The queue of offline actions and the service worker load after the page, off the first paint's
// budget.
window.addEventListener('load', () => {
  void import('./pwa/after-load.tsx')
    .then((m) =>
      m.afterLoad({
        current: uiLanguage,
        onChange: (listener) => i18n.on('languageChanged', () => listener(uiLanguage())),
      }),
    )
    .catch(() => undefined);
});

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
