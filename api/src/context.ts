import type { Logger } from 'pino';
import type { Config } from './config.js';
import { createInfrastructure, type Infrastructure } from './infrastructure.js';
import { createServices, type Services } from './services.js';

/** Everything a request, job or task needs: the infrastructure and the services made on it. */
export interface AppContext extends Infrastructure {
  services: Services;
}

/** The process's infrastructure and every service on it; close() stops both. */
export function createContext(config: Config, overrides: { logger?: Logger } = {}): AppContext {
  const infrastructure = createInfrastructure(config, overrides);
  return Object.assign(infrastructure, { services: createServices(infrastructure) });
}
