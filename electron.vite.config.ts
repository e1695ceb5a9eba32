import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

const root = import.meta.dirname;

export default defineConfig({
  // ESM (package.json "type": "module"); dependencies such as node-pty stay external.
  main: {
    build: {
      rolldownOptions: {
        input: {
          index: resolve(root, 'main/index.ts'),
          // The core's own process (Electron utilityProcess), started by index.js.
          coreProcess: resolve(root, 'main/host/electron/utilityCoreMain.ts'),
          // The `parley` command and parley-agent, loaded by bin/ (see bin/loadEntry.js).
          cli: resolve(root, 'main/host/cli/index.ts'),
          agent: resolve(root, 'main/agent/index.ts'),
        },
      },
    },
  },
  // Sandboxed preloads cannot require packages: bundle everything into one CommonJS file.
  preload: {
    build: {
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve(root, 'preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(root, 'renderer'),
    plugins: [react()],
    build: {
      // Minified, and split: xterm and the diff view are chunks of their own (React.lazy),
      // every asset named by its content hash so `parley serve` can let browsers keep it.
      minify: true,
      rolldownOptions: {
        input: resolve(root, 'renderer/index.html'),
        output: {
          entryFileNames: 'assets/[name]-[hash].js',
          chunkFileNames: 'assets/[name]-[hash].js',
          assetFileNames: 'assets/[name]-[hash][extname]',
        },
      },
    },
  },
});
