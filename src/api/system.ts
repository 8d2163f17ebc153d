import * as system from '../../server/shared/wire/system';
import { call, type CallOptions } from './client';

// Shapes and types: one definition in the shared wire module, parsed here and served by the server.
export type { AppResource, Region, SystemStatus } from '../../server/shared/wire/system';

export const fetchSystemStatus = ({ signal }: CallOptions = {}) => call(system.systemStatus, 'system/status', { signal });
export const fetchRegions = ({ signal }: CallOptions = {}) => call(system.regions, 'system/regions', { signal });
