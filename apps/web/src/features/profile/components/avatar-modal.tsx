import type { User } from '@cotizador/contracts/auth';
import { AVATAR_REQUIRED_MESSAGE, PROFILE_IMAGE_CHANGED_MESSAGE } from '@cotizador/domain/messages';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { notifySuccess } from '@/lib/notify';
import { useAction } from '@/lib/use-action';
import { useSessionStore } from '@/stores/session-store';
import { useModifyImageProfile } from '../api/modify-image-profile';
import { AVATAR_IDS, type AvatarId, avatarIdFromUrl, avatarImageUrl } from '../lib/avatars';
import { MODAL_STYLES } from './modal-styles';
import classes from './profile.module.css';

type AvatarFormProps = { user: User; onDone: () => void };

function AvatarForm({ user, onDone }: AvatarFormProps) {
  // SPEC §2: the current avatar is preselected if it is one of the six.
  const [selected, setSelected] = useState<AvatarId | null>(() => avatarIdFromUrl(user.avatar[0]));
  const modifyImage = useModifyImageProfile();
  const updateUser = useSessionStore((state) => state.updateUser);

  const save = useAction(
    async (_attempt, avatar: AvatarId) => {
      const response = await modifyImage.mutateAsync(avatar);
      // SPEC §4: the returned user.avatar is stored (the navigation shows it at once).
      const current = useSessionStore.getState().user ?? user;
      updateUser({ ...current, avatar: response.user.avatar });
      notifySuccess(PROFILE_IMAGE_CHANGED_MESSAGE);
      onDone();
    },
    { closesOnSuccess: true },
  );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (selected) void save.run(selected);
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <fieldset className={classes.avatarGrid}>
          <legend className={classes.srOnly}>Elige tu avatar</legend>
          {AVATAR_IDS.map((id, index) => (
            <label key={id} className={classes.avatarOption}>
              <input
                type="radio"
                name="avatar"
                value={id}
                className={classes.avatarInput}
                checked={selected === id}
                onChange={() => setSelected(id)}
                data-autofocus={selected === id || (!selected && index === 0) || undefined}
              />
              <img
                src={avatarImageUrl(id)}
                alt={`Avatar ${index + 1}`}
                className={classes.avatarImage}
                width={104}
                height={104}
              />
              <IconCheck size={22} stroke={3} className={classes.avatarCheck} aria-hidden />
            </label>
          ))}
        </fieldset>
        {!selected && (
          <Text size="sm" c="dimmed" ta="center">
            {AVATAR_REQUIRED_MESSAGE}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" disabled={!selected} loading={save.pending}>
            Guardar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type AvatarModalProps = { opened: boolean; onClose: () => void; user: User };

/** SPEC §2 Choose avatar: six predefined avatars; one must be selected (SPEC §5). */
export function AvatarModal({ opened, onClose, user }: AvatarModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Elige tu avatar" centered size="md" styles={MODAL_STYLES}>
      <AvatarForm user={user} onDone={onClose} />
    </Modal>
  );
}
