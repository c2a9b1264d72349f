import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, loadRouteModule, type RouteModule } from './lazy-route';

const module: RouteModule = { Component: () => null };

describe('lazy route loading', () => {
  it('returns the module and clears the reload guard', async () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, 'true');
    await expect(loadRouteModule(async () => module)()).resolves.toBe(module);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });

  it('reloads the page once when the module fails to load', async () => {
    const reload = vi.fn();
    const load = loadRouteModule(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    }, reload);
    void load();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('true');
  });

  it('after a reload already happened, the failure reaches the router (no reload loop)', async () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, 'true');
    const reload = vi.fn();
    const load = loadRouteModule(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    }, reload);
    await expect(load()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(reload).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });
});
