import { useNavigation } from 'react-router';
import './navigation-progress.css';

/** A slim bar across the top while a client-side navigation loads its data. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="navigation-progress" role="progressbar" aria-label="Loading page" />;
}
