import { CreateUserPage } from '../../features/users/components/create-user-page';
import { useViewer } from './use-viewer';

export function UserCreateRoutePage() {
  const { user, company } = useViewer();
  return <CreateUserPage viewer={user} companyId={company._id} />;
}
