import { Avatar, Popover, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { initials } from '../../domain/initials';

interface ProfileAvatarProps {
  name: string;
  /** The user's photo; without one the avatar shows their initials (SPEC §9: up to 2 letters). */
  photoUrl?: string | null;
  size?: number;
}

/**
 * SPEC §2 "avatar with initials fallback and photo popover": the avatar is a button; it opens
 * a popover with the photo at a size one can recognise a face at, or the initials again.
 */
export function ProfileAvatar({ name, photoUrl = null, size = 72 }: ProfileAvatarProps) {
  const letters = initials(name);
  return (
    <Popover position="bottom-start" withArrow shadow="md" radius="md">
      <Popover.Target>
        <UnstyledButton style={{ borderRadius: '50%' }}>
          {/* The name comes from the hidden words (the initials alone would say nothing). */}
          <Avatar size={size} radius={size} color="brand" variant="filled" src={photoUrl} alt="" aria-hidden>
            {letters}
          </Avatar>
          <VisuallyHidden>{photoUrl ? `Show the photo of ${name}` : `Show the avatar of ${name}`}</VisuallyHidden>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown p="md">
        <Stack align="center" gap="xs">
          <Avatar size={176} radius={176} color="brand" variant="filled" src={photoUrl} {...(photoUrl ? { alt: name } : {})} fz={64}>
            {letters}
          </Avatar>
          <Text fw={600} ta="center" maw={220}>
            {name}
          </Text>
          {photoUrl ? null : (
            <Text size="xs" c="dimmed">
              No photo on file
            </Text>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
