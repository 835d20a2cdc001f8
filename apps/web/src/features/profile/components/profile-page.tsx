import { ActionIcon, Anchor, Avatar, Container, Divider, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { PageTitle } from '@/components/page-title';
import { avatarUrl, fullName } from '@/lib/user';
import { useSessionStore } from '@/stores/session-store';
import { AvatarModal } from './avatar-modal';
import { ChangeEmailModal } from './change-email-modal';
import { ChangePasswordModal } from './change-password-modal';
import { EditNameModal } from './edit-name-modal';
import classes from './profile.module.css';

/** SPEC §9: the avatar modal opens 500 ms after the edit modal closes. */
const AVATAR_AFTER_EDIT_MS = 500;

type FieldRowProps = { label: string; children: ReactNode; actionLabel: string; actionName: string; onAction: () => void };

function FieldRow({ label, children, actionLabel, actionName, onAction }: FieldRowProps) {
  return (
    <div className={classes.row}>
      <div style={{ minWidth: 0 }}>
        <Text className={classes.rowLabel}>{label}</Text>
        {children}
      </div>
      <Anchor component="button" type="button" fw={600} size="sm" onClick={onAction} aria-label={actionName}>
        {actionLabel}
      </Anchor>
    </div>
  );
}

/**
 * SPEC §2 My profile: avatar, name and surname ('Editar'), e-mail ('Cambiar'), password ('Cambiar')
 * with a masked, disabled password box, and the four modals.
 */
export function ProfilePage() {
  const user = useSessionStore((state) => state.user);
  const [nameOpened, nameModal] = useDisclosure(false);
  const [emailOpened, emailModal] = useDisclosure(false);
  const [passwordOpened, passwordModal] = useDisclosure(false);
  const [avatarOpened, avatarModal] = useDisclosure(false);
  const avatarTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(avatarTimer.current), []);

  if (!user) return null;
  const name = fullName(user);

  function chooseAvatarAfterEdit() {
    nameModal.close();
    window.clearTimeout(avatarTimer.current);
    avatarTimer.current = window.setTimeout(avatarModal.open, AVATAR_AFTER_EDIT_MS);
  }

  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <PageTitle />

        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <div className={classes.hero}>
            <div className={classes.avatarWrap}>
              <Avatar src={avatarUrl(user)} alt={`Avatar de ${name}`} size={104} radius={104} />
              <ActionIcon
                className={classes.avatarEdit}
                radius="xl"
                size="lg"
                onClick={avatarModal.open}
                aria-label="Cambiar avatar"
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </div>
            <Stack gap={4} className={classes.heroText}>
              <Title order={2} fz={{ base: 22, sm: 26 }} className={classes.breakAnywhere}>
                {name}
              </Title>
              <Text c="dimmed" className={classes.breakAnywhere}>
                {user.email}
              </Text>
            </Stack>
          </div>
        </Paper>

        <Paper withBorder radius="lg">
          <Title order={2} fz="lg" px={{ base: 'md', sm: 'xl' }} pt="lg" pb="xs">
            Datos de la cuenta
          </Title>
          <FieldRow
            label="Nombre y apellidos"
            actionLabel="Editar"
            actionName="Editar nombre y apellidos"
            onAction={nameModal.open}
          >
            <Text className={classes.breakAnywhere}>{name}</Text>
          </FieldRow>
          <Divider />
          <FieldRow
            label="Correo electrónico"
            actionLabel="Cambiar"
            actionName="Cambiar correo electrónico"
            onAction={emailModal.open}
          >
            <Text className={classes.breakAnywhere}>{user.email}</Text>
          </FieldRow>
          <Divider />
          <FieldRow label="Contraseña" actionLabel="Cambiar" actionName="Cambiar contraseña" onAction={passwordModal.open}>
            <PasswordInput
              className={classes.maskedPassword}
              value="********"
              readOnly
              disabled
              visibilityToggleButtonProps={{ hidden: true }}
              aria-label="Contraseña (oculta)"
              size="sm"
              mt={4}
            />
          </FieldRow>
        </Paper>
      </Stack>

      <EditNameModal opened={nameOpened} onClose={nameModal.close} user={user} onChooseAvatar={chooseAvatarAfterEdit} />
      <ChangeEmailModal opened={emailOpened} onClose={emailModal.close} user={user} />
      <ChangePasswordModal opened={passwordOpened} onClose={passwordModal.close} />
      <AvatarModal opened={avatarOpened} onClose={avatarModal.close} user={user} />
    </Container>
  );
}
