import { defineConfig } from 'vite';
import { createViteConfig } from './scripts/vite/create-vite-config';

export default defineConfig(createViteConfig());
