// SPEC §7 GetDuplicatedOrganizations on /payers/new: before a payer is created, the payers of the
// same name in its state are shown and the user confirms ('Create anyway') or goes back ('Cancel').
import { activeLabel, payerTypeLabel } from '../../../domain/administration/payer';
import { DuplicatesDialog } from '../../../ui/form/duplicates-dialog';
import type { DuplicatePayer } from '../payers-api';

export interface DuplicatePayersDialogProps {
  duplicates: readonly DuplicatePayer[];
  state: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DuplicatePayersDialog({ duplicates, state, onConfirm, onCancel }: DuplicatePayersDialogProps) {
  const one = duplicates.length === 1;
  return (
    <DuplicatesDialog
      title="Possible duplicate payer"
      intro={`${one ? 'A payer' : `${duplicates.length} payers`} with this name already ${one ? 'exists' : 'exist'} in ${state}:`}
      listLabel="Payers with this name"
      entries={duplicates.map((d) => ({
        id: d.id,
        name: d.name,
        facts: `${payerTypeLabel(d.type)} · ${activeLabel(d.active)}${d.address?.city ? ` · ${d.address.city}` : ''}`,
      }))}
      question="Create this payer anyway?"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
