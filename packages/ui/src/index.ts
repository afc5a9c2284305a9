export { Avatar, initialsOf, type AvatarProps } from './components/Avatar';
export { Badge, type BadgeTone } from './components/Badge';
export { normalizeSelection, recentBetLabel, selectionLabel } from './bets/bet-labels';
export {
  Button,
  buttonClassName,
  type ButtonProps,
  type ButtonSize,
  type ButtonStyle,
  type ButtonVariant,
} from './components/Button';
export { Card, type CardProps } from './components/Card';
export { EmptyState } from './components/EmptyState';
export {
  Checkbox,
  PasswordField,
  SelectField,
  TextAreaField,
  TextField,
  type CheckboxProps,
  type SelectFieldProps,
  type TextAreaFieldProps,
  type TextFieldProps,
} from './components/fields';
export { Icon, type IconName } from './components/Icon';
export { Modal, type ModalProps } from './components/Modal';
export { Notice, type NoticeProps, type NoticeTone } from './components/Notice';
export { PageHeader } from './components/PageHeader';
export { QueryFailure, type FailedQuery, type QueryFailureProps } from './components/QueryFailure';
export { Spinner } from './components/Spinner';
export { Table, type Column, type TableProps } from './components/Table';
export { Tabs, type TabItem, type TabsProps } from './components/Tabs';
export { ToastProvider, useToast, TOAST_DURATION_MS, type Toaster, type ToastTone } from './components/Toast';
export { Money, type MoneyProps } from './money/Money';
