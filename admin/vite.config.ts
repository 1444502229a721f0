import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_ORIGIN = process.env.SHIGOTO_API_ORIGIN ?? 'http://127.0.0.1:4000';

// Locally (dev server or `vite preview`) the console talks to the API process directly;
// /files carries uploaded company logos.
const proxy = { '/admin/api': API_ORIGIN, '/files': API_ORIGIN };

// In production the API serves this build at /admin, so every asset URL is prefixed with it.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // react-admin, MUI and React are ~1.2 MB minified (~370 kB gzipped, with the date, autocomplete and
    // phone-list components the back office uses) before any console code: keep them in their own
    // chunk so a console release does not invalidate the cached framework.
    chunkSizeWarningLimit: 1200,
    // recharts and the libraries only it uses stay out of the framework chunk: they load with the
    // dashboard's charts (a lazy chunk of their own).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'vendor', test: /node_modules[\\/](?!(recharts|victory-vendor|d3-[a-z-]+|internmap|decimal\.js-light|es-toolkit|immer|reselect|redux|redux-thunk|react-redux|@reduxjs)[\\/])/ }],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
