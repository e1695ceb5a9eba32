import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ClientProvider } from './api/ClientContext';
import { connectToParley } from './api/connect';
import { App } from './App';
import { StoreProvider } from './store/StoreContext';
import { DrawError } from './ui/DrawError';
import { applyTheme } from './ui/theme';
import 'react-diff-view/style/index.css';
import './styles/theme.css';
import './styles/tones.css';
import './styles/layout.css';
import './styles/controls.css';
import './styles/sessions.css';
import './styles/terminal.css';
import './styles/workbench.css';
import './styles/review.css';
import './styles/reviewStatus.css';
import './styles/conversation.css';
import './styles/diff.css';
import './styles/comments.css';
import './styles/settings.css';

// Before the first paint, so the page never flashes the wrong theme.
applyTheme();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Made once: drawing the window again after an error keeps the connection.
const client = connectToParley();
createRoot(root).render(
  <StrictMode>
    <DrawError what="This window">
      <ClientProvider client={client}>
        <StoreProvider>
          <App />
        </StoreProvider>
      </ClientProvider>
    </DrawError>
  </StrictMode>,
);
