// The content domain's routes: banners, notices, generated media, the winners board, help,
// customer service and promotions for anyone; recent games, feedback and taking part in a
// promotion for members; reviewing activity applications, notices, banners, promotions and help articles
// for the operator.
import type { FastifyInstance } from 'fastify';
import { membersOnly, operatorsOnly, type DomainOptions } from '../http/domain';
import { contentRoutes } from './routes/content';
import { contentAdminRoutes } from './routes/contentAdmin';
import { helpAdminRoutes } from './routes/helpAdmin';
import { promotionsAdminRoutes } from './routes/promotionsAdmin';
import { contentMemberRoutes, contentPagesRoutes } from './routes/contentPages';
import { mediaRoutes } from './routes/media';
import { promotionMemberRoutes, promotionOperatorRoutes, promotionsRoutes } from './routes/promotions';

export async function contentPlugin(app: FastifyInstance, opts: DomainOptions) {
  const { services } = opts;
  contentRoutes(app, services);
  mediaRoutes(app, services);
  contentPagesRoutes(app, services);
  promotionsRoutes(app, services);
  await membersOnly(app, opts, (members) => {
    contentMemberRoutes(members, services);
    promotionMemberRoutes(members, services);
  });
  await operatorsOnly(app, opts, (operators) => {
    promotionOperatorRoutes(operators, services);
    contentAdminRoutes(operators, services);
    promotionsAdminRoutes(operators, services);
    helpAdminRoutes(operators, services);
  });
}
