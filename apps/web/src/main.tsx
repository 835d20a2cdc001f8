// First: decides whether lazy routes preload their scripts (before the router starts).
import '@/warm-start';
// Mantine styles go in the `mantine` cascade layer, so the app's own CSS always wins whatever the
// load order. Only what every screen needs loads here; the guest frame adds its few components and
// the signed-in layout loads the full set (docs/decisions: web bundle splitting).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
// Mantine's Dropzone (admin catalogue) draws a LoadingOverlay.
import '@mantine/core/styles/LoadingOverlay.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/notifications/styles.layer.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startApp } from '@/app/app';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

const root = createRoot(container);
// The modules' evaluation ends this task; the router starts in the next one (issue 18: total
// blocking time on a phone's CPU). The first render is a transition: React renders it in slices of
// a few milliseconds and lets the browser paint and answer input between them.
setTimeout(() => {
  startApp();
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}, 0);
