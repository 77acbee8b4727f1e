import { useParams } from 'react-router';
import JourneyPage from './journey-page.tsx';
import JourneysPage from './journeys-page.tsx';

/**
 * /journeys and /journeys/:slug are one route and one chunk: each route and chunk the app has is
 * named in the home page's start-up script, whose size has a budget.
 */
export default function JourneysRoute() {
  return useParams().slug ? <JourneyPage /> : <JourneysPage />;
}
