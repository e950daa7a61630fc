import { readFileSync } from 'node:fs';

// The data file the bench writes (BENCH_DATA), made from the same pages as its own manifest; the bench says
// where the pages go (BENCH_OUT_DIR), so a run never writes into this folder.
export default function (eleventyConfig) {
  eleventyConfig.addGlobalData('bench', () => JSON.parse(readFileSync(process.env.BENCH_DATA, 'utf8')));
}

export const config = {
  dir: { input: 'src', output: process.env.BENCH_OUT_DIR ?? '_site' },
};
