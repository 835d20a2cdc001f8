import type { User } from '@cotizador/contracts/auth';
import { PROFILE_INFO_CHANGED_MESSAGE } from '@cotizador/domain/messages';
import { Anchor, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { notifySuccess } from '@/lib/notify';
import { useAction } from '@/lib/use-action';
import { useSessionStore } from '@/stores/session-store';
import { useModifyUserData } from '../api/modify-user-data';
import { profileTextError } from '../lib/fields';
import { MODAL_STYLES } from './modal-styles';

type EditNameFormProps = { user: User; onDone: () => void; onChooseAvatar: () => void };

function EditNameForm({ user, onDone, onChooseAvatar }: EditNameFormProps) {
  const [name, setName] = useState(user.name);
  const [lastName, setLastName] = useState(user.last_name);
  const [touched, setTouched] = useState({ name: false, lastName: false });
  const modifyUserData = useModifyUserData();
  const updateUser = useSessionStore((state) => state.updateUser);

  const nameError = profileTextError('nombre', name);
  const lastNameError = profileTextError('apellidos', lastName);
  const canSubmit = !nameError && !lastNameError;

  const save = useAction(
    async () => {
      const response = await modifyUserData.mutateAsync({ name: name.trim(), last_name: lastName.trim() });
      // SPEC §4: the returned user replaces the stored one.
      updateUser(response.user);
      notifySuccess(PROFILE_INFO_CHANGED_MESSAGE);
      onDone();
    },
    { closesOnSuccess: true },
  );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (canSubmit) void save.run();
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Nombre"
          autoComplete="given-name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          onBlur={() => setTouched((value) => ({ ...value, name: true }))}
          error={touched.name || name !== user.name ? nameError : null}
          errorProps={{ role: 'alert' }}
          data-autofocus
          required
          withAsterisk={false}
        />
        <TextInput
          label="Apellidos"
          autoComplete="family-name"
          value={lastName}
          onChange={(event) => setLastName(event.currentTarget.value)}
          onBlur={() => setTouched((value) => ({ ...value, lastName: true }))}
          error={touched.lastName || lastName !== user.last_name ? lastNameError : null}
          errorProps={{ role: 'alert' }}
          required
          withAsterisk={false}
        />
        <Anchor component="button" type="button" size="sm" fw={600} onClick={onChooseAvatar} style={{ alignSelf: 'flex-start' }}>
          <IconPhoto size={16} style={{ verticalAlign: 'text-bottom', marginRight: 6 }} aria-hidden />
          Cambiar avatar
        </Anchor>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" disabled={!canSubmit} loading={save.pending}>
            Guardar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type EditNameModalProps = { opened: boolean; onClose: () => void; user: User; onChooseAvatar: () => void };

/** SPEC §2 My profile: edit name and surname, with a link to the avatar picker. */
export function EditNameModal({ opened, onClose, user, onChooseAvatar }: EditNameModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Editar nombre y apellidos" centered size="md" styles={MODAL_STYLES}>
      <EditNameForm user={user} onDone={onClose} onChooseAvatar={onChooseAvatar} />
    </Modal>
  );
}
