// SPEC §2 Form Config 'Preview': the form as a clinician will see it, with the attributes not yet
// published, in the clinician's own renderer; 'Check' runs its rules (required answers) on what is
// typed here, and nothing is saved.
import { Alert, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { Questionnaire } from '../../../domain/forms/questionnaire';
import { FormRenderer } from '../form-renderer';

export function FormPreview({ questionnaire, onClose }: { questionnaire: Questionnaire; onClose: () => void }) {
  const narrow = useMediaQuery('(max-width: 48em)');
  const [checked, setChecked] = useState(false);
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Preview: ${questionnaire.title}`}
      size="56rem"
      fullScreen={narrow === true}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {checked ? (
        <Alert color="teal" role="status" mb="sm">
          Every required answer is given. Nothing is saved in a preview.
        </Alert>
      ) : null}
      <FormRenderer
        questionnaire={questionnaire}
        answers={{}}
        submitLabel="Check"
        onSubmit={() => setChecked(true)}
        onChange={() => setChecked(false)}
      />
    </Modal>
  );
}
