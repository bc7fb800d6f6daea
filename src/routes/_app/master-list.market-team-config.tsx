import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { MarketTeamsPage } from '../../features/market-teams/market-teams-page';

// SPEC §2 /master-list/market-team-config ('Market Team', a settings child; permission settings):
// the markets, their counties and states, and their care teams.
export const Route = createFileRoute('/_app/master-list/market-team-config')({
  beforeLoad: ({ context }) => guardRoute('/master-list/market-team-config', context.menu),
  component: MarketTeamsPage,
});
