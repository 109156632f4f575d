import { NotFoundView } from '../../templates/StatusView';

// Rendered when a page calls notFound(); it cannot know the locale, so it speaks both languages.
export default function NotFound() {
  return <NotFoundView />;
}
