// GET /fhir/R4/Patient/{id}/$everything (beyond SPEC): the patient's record as a FHIR R4 Bundle
// (application/fhir+json). The bearer token is read like /graphql's; the service checks the
// permission and the patient access rule; never cached (patient data).
import type { FastifyInstance } from 'fastify';
import { bearer } from '../graphql/plugin.ts';
import type { Services } from '../services.ts';
import { perUserRateLimit } from './per-user-rate-limit.ts';

export async function fhirRoutes(app: FastifyInstance, { services, perMinute }: { services: Services; perMinute: number }) {
  app.get('/fhir/R4/Patient/:id/$everything', { config: perUserRateLimit(services, perMinute) }, async (request, reply) => {
    const user = await services.auth.authenticate(bearer(request.headers.authorization));
    const { id } = request.params as { id: string };
    const origin = `${request.protocol}://${request.host}`;
    const bundle = await services.fhirExport.everything(user, id, origin);
    return reply
      .header('cache-control', 'no-store')
      .header('content-type', 'application/fhir+json; charset=utf-8')
      .send(JSON.stringify(bundle));
  });
}
