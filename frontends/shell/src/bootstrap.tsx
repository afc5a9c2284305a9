import '@p2p/ui/styles.css';
import './app/app.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { firstScreenLoaded } from './remotes/first-screen';

void firstScreenLoaded(window.location.pathname).then(() =>
  createRoot(document.getElementById('root')!).render(<App />),
);
