import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { NewPayerPage } from '../../features/payers/new-payer-page';

// SPEC §2 /payers/new (permission settings).
export const Route = createFileRoute('/_app/payers/new')({
  beforeLoad: ({ context }) => guardRoute('/payers/new', context.menu),
  component: NewPayerPage,
});
