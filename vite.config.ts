import { defineConfig } from 'vite';
import { createViteConfig } from './scripts/lib/create-vite-config';

export default defineConfig(createViteConfig());
