// A team's dialog on /teams: the form (new or edit) and, for an existing team, its change history.
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ChangeHistory } from '../../ui/audit/change-history';
import { TeamForm } from './team-form';
import type { CareTeamItem } from './teams-api';

export function TeamDialog({ team, onClose }: { team: CareTeamItem | null; onClose: () => void }) {
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened
      onClose={onClose}
      title={team ? `Edit ${team.name}` : 'New Team'}
      size="56rem"
      fullScreen={narrow === true}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <TeamForm team={team} onCancel={onClose} onSaved={onClose} />
      {team ? <ChangeHistory entityType="CareTeam" entityId={team.id} /> : null}
    </Modal>
  );
}
