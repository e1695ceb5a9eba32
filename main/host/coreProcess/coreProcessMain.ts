// The core process under Node (child_process.fork): browser mode, tests, benchmarks.
// The desktop app's twin is main/host/electron/utilityCoreMain.ts.
import { createParleyCore } from '../../core/parleyCore';
import { forkedHostLink } from './nodeCoreProcess';
import { serveCoreProcess } from './serveCore';

serveCoreProcess(forkedHostLink(), createParleyCore);
