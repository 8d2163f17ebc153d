// The house games' routes: seeds and rounds for members; checking a revealed round for anyone.
import type { FastifyInstance } from 'fastify';
import { membersOnly, type DomainOptions } from '../http/domain';
import { houseRoutes, houseVerifyRoutes } from './routes/house';

export async function housePlugin(app: FastifyInstance, opts: DomainOptions) {
  const { services } = opts;
  houseVerifyRoutes(app, services);
  await membersOnly(app, opts, (members) => houseRoutes(members, services));
}
