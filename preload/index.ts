// The preload of Parley's window: exposes the typed contract as window.parley
// and nothing else. It runs sandboxed, so electron-vite bundles what it imports.
import { contextBridge, ipcRenderer } from 'electron';
import { createBridge } from './bridge';

contextBridge.exposeInMainWorld('parley', createBridge(ipcRenderer));
