import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// 127.0.0.1 rather than localhost, which may resolve to ::1 while the API listens on IPv4.
// The Host header stays the dev server's: the API accepts writes only from its own origin.
const toApi = { target: `http://127.0.0.1:${process.env.API_PORT ?? 8081}`, changeOrigin: false };

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve('src') } },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/api': toApi, '/oauth': toApi },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
