import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 8081}`;

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve('src') } },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/api': apiTarget, '/oauth': apiTarget },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
