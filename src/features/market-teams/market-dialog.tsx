// A market's dialog on the Market Team screen: the form (new or edit) and, for an existing market,
// the care teams it manages (changed on /teams) and its change history.
import { List, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ChangeHistory } from '../../ui/audit/change-history';
import { LinkAnchor } from '../../ui/link-anchor';
import { MarketForm } from './market-form';
import type { MarketItem } from './market-teams-api';

function MarketTeams({ market }: { market: MarketItem }) {
  return (
    <Stack gap="xs" component="section" aria-label="Teams" mt="lg">
      <Title order={3} size="h5">
        Teams
      </Title>
      {market.teams.length === 0 ? (
        <Text c="dimmed">No team names this market as its managing market.</Text>
      ) : (
        <List>
          {market.teams.map((t) => (
            <List.Item key={t.id}>
              <LinkAnchor to="/teams" search={{ search: t.name }}>
                {t.name}
              </LinkAnchor>{' '}
              ({t.participantCount} {t.participantCount === 1 ? 'participant' : 'participants'}
              {t.active ? '' : ', inactive'})
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

export function MarketDialog({ market, onClose }: { market: MarketItem | null; onClose: () => void }) {
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened
      onClose={onClose}
      title={market ? `Edit ${market.name}` : 'New Market'}
      size="44rem"
      fullScreen={narrow === true}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <MarketForm market={market} onCancel={onClose} onSaved={onClose} />
      {market ? <MarketTeams market={market} /> : null}
      {market ? <ChangeHistory entityType="Organization" entityId={market.id} /> : null}
    </Modal>
  );
}
