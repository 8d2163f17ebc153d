// Fastify's two lines per request (incoming, completed) at debug instead of info: at the default
// level (info) a terminal shows what the server does (start, jobs, warnings, errors) rather than
// lines for every page and call; LOG_LEVEL=debug brings the requests back. A request that fails
// is still logged at error.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class RequestsAtDebug extends LogController {
  override incomingRequest(request: FastifyRequest) {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    if (this.isLogDisabled(request)) return;
    reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
