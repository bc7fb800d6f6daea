import { createFileRoute } from '@tanstack/react-router';
import { guardRoute, loadRecord } from '../../app/route-guard';
import { ccdDocumentQuery } from '../../features/patients/ccd/ccd-api';
import { CcdDocumentPage } from '../../features/patients/ccd/ccd-document-page';
import { patientChartQuery } from '../../features/patients/chart-api';

// SPEC §2 /patients/{patientId}/admissions/{admissionId}/ccd/documents/CCD/{documentId}: where
// 'CCD document ready' leads. Another patient's or admission's document is Not Found; a patient
// the user may not read, 403.
export const Route = createFileRoute('/_app/patients/$id/admissions/$admissionId/ccd/documents/CCD/$documentId')({
  beforeLoad: ({ context }) => guardRoute('/patients/$id/admissions/$admissionId/ccd/documents/CCD/$documentId', context.menu),
  loader: async ({ context, params }) => {
    const [doc] = await Promise.all([
      loadRecord(context.homePath, () => context.queryClient.ensureQueryData(ccdDocumentQuery(params.documentId))),
      context.queryClient.ensureQueryData(patientChartQuery(params.id)),
    ]);
    if (doc.patientId !== params.id || doc.episodeOfCareId !== params.admissionId) {
      await loadRecord(context.homePath, async () => null);
    }
  },
  component: CcdDocumentRoute,
});

function CcdDocumentRoute() {
  const { id, documentId } = Route.useParams();
  return <CcdDocumentPage patientId={id} documentId={documentId} />;
}
