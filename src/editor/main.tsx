// The editor's browser entry (src/editor/index.html, served only by `npm run edit`).
import '@mantine/core/styles.css';
import './editor.css';
import { MantineProvider } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { createClient, sessionToken } from './api/client.ts';
import { App } from './ui/App.tsx';

const client = createClient(sessionToken());
createRoot(document.getElementById('editor')!).render(
  <MantineProvider>
    <App client={client} />
  </MantineProvider>,
);
