// Loaded by the page the dev server sends when pages/ has problems (no app on it): keeps the
// server-drawn overlay current and loads the real page once the files are valid again.
import { followPagesState } from './overlayClient.ts';

if (import.meta.hot) followPagesState(import.meta.hot, () => location.reload());
