import type { ComponentType } from 'react';
import { session } from './storage';

/**
 * A route module that fails to load (usually a chunk removed by a new deploy) reloads the page
 * once. The sessionStorage flag stops a reload loop when the module is really broken: the second
 * failure reaches the router's error page instead.
 */
export const CHUNK_RELOAD_KEY = 'routeModuleReloaded';

export type RouteModule = { Component: ComponentType };

let pendingTarget: () => string | null = () => null;

/**
 * The router tells where a navigation is heading, so the reload lands on the page the user
 * asked for (the URL only changes after the module has loaded).
 */
export function setReloadTarget(target: () => string | null): void {
  pendingTarget = target;
}

function reloadToTarget(): void {
  const target = pendingTarget();
  if (target) window.location.assign(target);
  else window.location.reload();
}

export function loadRouteModule(
  importer: () => Promise<RouteModule>,
  reload: () => void = reloadToTarget,
): () => Promise<RouteModule> {
  return async () => {
    try {
      const module = await importer();
      session.removeItem(CHUNK_RELOAD_KEY);
      return module;
    } catch (error) {
      if (session.getItem(CHUNK_RELOAD_KEY) !== 'true') {
        session.setItem(CHUNK_RELOAD_KEY, 'true');
        reload();
        // Keep the router waiting while the page reloads.
        return new Promise<RouteModule>(() => undefined);
      }
      session.removeItem(CHUNK_RELOAD_KEY);
      throw error;
    }
  };
}
