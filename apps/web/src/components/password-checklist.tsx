import { PASSWORD_MIN_CLASSES, PASSWORD_MIN_LENGTH, passwordChecks } from '@cotizador/domain/password';
import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './password-checklist.module.css';

type ItemProps = { met: boolean; children: ReactNode; nested?: ReactNode };

function Item({ met, children, nested }: ItemProps) {
  const Icon = met ? IconCircleCheckFilled : IconCircle;
  return (
    <li>
      <div className={classes.item} data-met={met || undefined}>
        <Icon size={18} className={classes.icon} aria-hidden />
        <span>
          {children}
          <span className={classes.srOnly}>{met ? ' (cumplido)' : ' (pendiente)'}</span>
        </span>
      </div>
      {nested}
    </li>
  );
}

type PasswordChecklistProps = { password: string; id?: string };

/**
 * SPEC §2/§5: the live checklist of the password rules, from the one definition in
 * packages/domain (`passwordChecks`), the same the server enforces.
 */
export function PasswordChecklist({ password, id }: PasswordChecklistProps) {
  const checks = passwordChecks(password);
  return (
    <ul className={classes.list} id={id} aria-label="Requisitos de la contraseña">
      <Item met={checks.minLength}>Al menos {PASSWORD_MIN_LENGTH} caracteres</Item>
      <Item
        met={checks.classes}
        nested={
          <ul className={classes.sublist}>
            <Item met={checks.uppercase}>Una mayúscula (A-Z)</Item>
            <Item met={checks.lowercase}>Una minúscula (a-z)</Item>
            <Item met={checks.digit}>Un número (0-9)</Item>
            <Item met={checks.special}>Un símbolo (!@#$…)</Item>
          </ul>
        }
      >
        Al menos {PASSWORD_MIN_CLASSES} de estos 4 tipos:
      </Item>
    </ul>
  );
}
