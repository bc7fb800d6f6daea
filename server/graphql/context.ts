import type { SessionUser } from '../../src/domain/access.ts';
import type { Services } from '../services.ts';

export interface GraphQLContext {
  user: SessionUser | null;
  services: Services;
}
