import { NotFoundView } from '../../../templates/StatusView';

// A draft page the space does not have (the editor's draft route has no site chrome of its own).
export default function NotFound() {
  return <NotFoundView />;
}
