import '@p2p/ui/styles.css';
import './app/app.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerRemotes } from './remotes/remotes';

registerRemotes();
createRoot(document.getElementById('root')!).render(<App />);
