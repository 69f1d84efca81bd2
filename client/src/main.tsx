import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { logout } from './features/identity/api/logout';
import { onUnauthorized } from './lib/api-client';
import { getSession } from './lib/session';
import './styles.css';

// A 401 on a signed-in request: the token expired or the user was blocked. Back to sign-in, then here again.
onUnauthorized(() => {
  if (!getSession()) return; // several requests may fail at once; the first one signs out
  logout(location.pathname.startsWith('/panel/') ? location.pathname + location.search : undefined);
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
