#!/usr/bin/env node
// `npm start`: see startApp.ts. Run through tsx so the launcher is typed and tested like the app.
import { register } from 'tsx/esm/api';

register();
const { startApp } = await import('./startApp.ts');
process.exit(await startApp(process.argv.slice(2)));
