/**
 * Renderer entry: install the bridge (Electron's preload `window.mc`, or the web-mode
 * WebSocket client) and mount the shell.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createWebBridge } from './bridge/web-transport';
import { installBridge } from './bridge/mc';
import './app/theme.css';
import './app/components.css';
import './app/shell.css';

installBridge(window.mc ?? createWebBridge());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
