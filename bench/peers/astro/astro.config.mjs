import { defineConfig } from 'astro/config';

// The bench says where the pages go (BENCH_OUT_DIR), so a run never writes into this folder.
export default defineConfig({
  outDir: process.env.BENCH_OUT_DIR ?? './dist',
  site: 'https://bench.example',
});
