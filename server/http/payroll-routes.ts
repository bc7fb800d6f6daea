// GET /api/payroll/{payPeriodId}/adp.csv (SPEC §2 Payroll Info): the pay period's counts of the
// clinicians with ADP sync on, as ADP's payroll import file (PRcccEPI.csv). The bearer token is
// read like /graphql's; the service checks the permission (financial) and which clinicians the
// caller may read; never cached (pay data). DOWNLOAD_RATE_LIMIT a minute per user.
import type { FastifyInstance } from 'fastify';
import { bearer } from '../graphql/plugin.ts';
import type { Services } from '../services.ts';
import { contentDisposition } from './content-disposition.ts';
import { perUserRateLimit } from './per-user-rate-limit.ts';

export async function payrollRoutes(app: FastifyInstance, { services, perMinute }: { services: Services; perMinute: number }) {
  app.get('/api/payroll/:payPeriodId/adp.csv', { config: perUserRateLimit(services, perMinute) }, async (request, reply) => {
    const user = await services.auth.authenticate(bearer(request.headers.authorization));
    const { payPeriodId } = request.params as { payPeriodId: string };
    const file = await services.payroll.adpExport(user, payPeriodId);
    return reply
      .header('cache-control', 'no-store')
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(file.fileName))
      .send(file.csv);
  });
}
