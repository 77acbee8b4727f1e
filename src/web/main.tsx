import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { removeLegacyAuthStorage } from './features/auth/legacy-storage.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the app's stylesheet
import './styles/app.css';

// Sessions live only in the httpOnly cookie; old copies of users and tokens go (docs/product-rules.md,
// Accounts and security).
try {
  removeLegacyAuthStorage(localStorage);
} catch {
  // Storage blocked: nothing stored to remove.
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
