import { ComingSoon } from '../../components/ComingSoon';

/** /admin/users: users, header action "Добавить пользователя". */
export function UsersPage() {
  return <ComingSoon />;
}
