import { index, route, type RouteConfig } from '@react-router/dev/routes';

// No route lives in code: every URL is resolved against pages/*.json by the page route.
// `*` does not match "/", so the same module is also the index route.
export default [index('routes/page.tsx', { id: 'page-index' }), route('*', 'routes/page.tsx', { id: 'page' })] satisfies RouteConfig;
