import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The server (npm run dev --workspace server) answers the API on port 3000 during development. */
const API = process.env.WATERS_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': API, '/graphql': API, '/health': API },
  },
  build: { outDir: 'dist', sourcemap: true },
});
