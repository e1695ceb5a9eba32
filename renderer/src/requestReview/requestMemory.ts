import { parseRequestSettings, type RequestSettings } from '../model/requestForm';

const STORAGE_KEY = 'parley.request-settings';

/** The settings of the last review requested from this window's app; null before the first. */
export function loadRequestSettings(): RequestSettings | null {
  return parseRequestSettings(window.localStorage.getItem(STORAGE_KEY));
}

export function saveRequestSettings(settings: RequestSettings): void {
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
}

/** Forgets the last request's settings: the next form starts from Settings' review defaults. */
export function forgetRequestSettings(): void {
  window.localStorage.removeItem(STORAGE_KEY);
}
