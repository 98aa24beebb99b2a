// The editor's browser entry (src/editor/index.html, served only by `npm run edit`).
import '@mantine/core/styles.css';
import './editor.css';
import { createTheme, MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { createClient, sessionToken } from './api/client.ts';
import { App } from './ui/App.tsx';

// Shade 8 of every colour: white text on filled buttons and coloured text on light ones reach 4.5:1.
const theme = createTheme({ primaryShade: 8 });
// Mantine's dimmed grey (#868e96) is 3.3:1 on white; this one is above 4.5:1.
const variables: CSSVariablesResolver = () => ({ variables: {}, light: { '--mantine-color-dimmed': '#5c636a' }, dark: {} });
const client = createClient(sessionToken());
createRoot(document.getElementById('editor')!).render(
  <MantineProvider theme={theme} cssVariablesResolver={variables}>
    <App client={client} />
  </MantineProvider>,
);
