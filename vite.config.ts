import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { pageValidationPlugin } from './src/engine/vitePlugin.ts';

export default defineConfig({
  plugins: process.env.VITEST ? [] : [pageValidationPlugin(), reactRouter()],
  server: { host: '127.0.0.1' },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'tests/validator/**/*.test.ts'],
          setupFiles: ['tests/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
