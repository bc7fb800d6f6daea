// GET /api/patients/{patientId}/face-sheet (SPEC §2 'Face Sheet'): the printable PDF of the
// patient's chart. The bearer token is read like /graphql's; the service checks the permission
// and the patient access rule; the PDF is never cached (Cache-Control: no-store: patient data).
// DOWNLOAD_RATE_LIMIT face sheets a minute per user (per-user-rate-limit.ts).
import type { FastifyInstance } from 'fastify';
import { bearer } from '../graphql/plugin.ts';
import type { Services } from '../services.ts';
import { contentDisposition } from './content-disposition.ts';
import { perUserRateLimit } from './per-user-rate-limit.ts';

export async function faceSheetRoutes(app: FastifyInstance, { services, perMinute }: { services: Services; perMinute: number }) {
  app.get('/api/patients/:patientId/face-sheet', { config: perUserRateLimit(services, perMinute) }, async (request, reply) => {
    const user = await services.auth.authenticate(bearer(request.headers.authorization));
    const { patientId } = request.params as { patientId: string };
    const file = await services.faceSheet.render(user, patientId);
    return reply
      .header('cache-control', 'no-store')
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(file.fileName))
      .header('content-length', file.bytes.byteLength)
      .send(file.bytes);
  });
}
