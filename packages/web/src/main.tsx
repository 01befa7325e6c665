import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { enforceDarkTheme } from './lib/theme';
import './styles/index.css';

enforceDarkTheme();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
