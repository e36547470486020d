import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { ignoreResizeObserverNoise } from './errors/CrashPage';

ignoreResizeObserverNoise();

const container = document.getElementById('root');
if (!container) {
  throw new Error('The page has no #root element.');
}
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
