// The editor's browser entry (src/editor/index.html): served by `npm run edit`, or built by `npm run
// build` and served by the admin (then its page carries the admin's configuration: api/hosted.ts).
import '@mantine/core/styles.css';
import './editor.css';
import { createTheme, MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { createClient, sessionToken } from './api/client.ts';
import { hostedConfig } from './api/hosted.ts';
import { App } from './ui/App.tsx';

// Shade 8 of every colour: white text on filled buttons and coloured text on light ones reach 4.5:1.
// Small text at 14 px, not 12: help under a field, counters and notes are read, not skimmed.
const theme = createTheme({ primaryShade: 8, fontSizes: { xs: '0.875rem' } });
// Mantine's dimmed grey (#868e96) is 3.3:1 on white; this one is above 4.5:1. Light alerts and
// badges write in the colour's darkest shade on its tint (orange: #d9480f on #ffe8cc, 3.6:1);
// mixed with 35 % black it reads above 6:1.
const darkOnTint = Object.fromEntries(
  ['red', 'orange', 'yellow', 'green'].map((color) => [
    `--mantine-color-${color}-light-color`,
    `color-mix(in srgb, var(--mantine-color-${color}-9) 65%, black)`,
  ]),
);
// A field's error text is red 6 (#fa5252, 3.5:1 on white); red 9 reads at 5.9:1.
const variables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a', '--mantine-color-error': 'var(--mantine-color-red-9)', ...darkOnTint },
  dark: {},
});
const hosted = hostedConfig();
const client = hosted ? createClient({ csrf: hosted.csrf }, hosted.api) : createClient({ token: sessionToken() });
createRoot(document.getElementById('editor')!).render(
  <MantineProvider theme={theme} cssVariablesResolver={variables}>
    <App client={client} />
  </MantineProvider>,
);
