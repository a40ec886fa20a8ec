import { getRouteApi } from '@tanstack/react-router';
import { CodePage } from '../../features/labels/components/code-page';
import { useViewer } from './use-viewer';

const route = getRouteApi('/_auth/q/$code/bind');

/** A scanned label's address. */
export function CodeRoutePage() {
  const { company } = useViewer();
  const { code } = route.useParams();
  return <CodePage key={code} companyId={company._id} code={code} />;
}
