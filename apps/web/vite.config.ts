import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  server: {
    port: 5173,
    strictPort: true,
    // The API runs on its own port in development (README: `npm run dev`).
    proxy: { '/api': 'http://localhost:3000' },
  },
});
