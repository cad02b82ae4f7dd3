/**
 * Renderer entry: install the bridge (Electron's preload `window.mc`, or the web-mode
 * WebSocket client) and mount the shell with its opening screen.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { screenForHash } from './app/routing';
import { loadScreen } from './app/ScreenHost';
import { screens } from './app/screens';
import { warmScreens } from './app/warm-screens';
import { createWebBridge } from './bridge/web-transport';
import { installBridge } from './bridge/mc';
import './app/theme.css';
// The shared component looks, in the order they were written (a later rule may refine an earlier one).
import './app/tags.css';
import './app/components.css';
import './app/notices.css';
import './app/grid.css';
import './app/dialog.css';
import './app/shell.css';
// The Live look that Live and Geo share, loaded once and before every screen's own sheet: a
// screen importing it would carry a second copy in its chunk, and that copy, loaded later
// (the warm-up loads Geo's while Live is open), would undo the Live screen's refinements.
import './features/live/live.css';

installBridge(window.mc ?? createWebBridge());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const mount = (): void => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // The other screens' code next, while the page is idle: no first visit loads anything.
  void warmScreens(screens, loadScreen);
};
// The opening screen's code first (index.html preloads it), so the first paint holds it,
// not a "Loading…" line; a screen that cannot load mounts anyway and says so itself.
const first = screenForHash(window.location.hash, screens);
if (first) void loadScreen(first).then(mount, mount);
else mount();
