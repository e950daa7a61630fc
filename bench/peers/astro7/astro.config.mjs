import { defineConfig } from 'astro/config';

// The page Astro 5 builds (bench/peers/astro/src), unchanged: both Astros compile the same source. The bench
// says where the pages go (BENCH_OUT_DIR), so a run never writes into this folder.
export default defineConfig({
  srcDir: '../astro/src',
  outDir: process.env.BENCH_OUT_DIR ?? './dist',
  site: 'https://bench.example',
});
