import type { ActionRequest, OfflineAction } from '../lib/offline/action-kind.ts';
import { commitmentKind, commitmentRequest } from '../features/daily-tip/commitment-queue.ts';
import { noteKind, noteRequest } from '../features/journal/note-action.ts';
import { journeyStepKind, journeyStepRequest } from '../features/journeys/journey-step-action.ts';
import { completionKind, favoriteKind, progressRequest } from '../features/progress/offline-actions.ts';

// The requests of every kind of kept action, for the service worker: the kinds' own checks and
// requests, without the page's sending code (no React Query, no schemas).

const unused = async () => ({ status: 0 });
const checks = [
  commitmentKind({ send: unused }),
  completionKind({ send: unused }),
  favoriteKind({ send: unused }),
  noteKind({ send: unused }),
  journeyStepKind({ send: unused }),
];

/** The request an action makes, or null for a kind this worker does not know or a malformed one. */
export function requestOf(action: OfflineAction): ActionRequest | null {
  const kind = checks.find((k) => k.kind === action.kind);
  if (!kind?.isValid(action)) return null;
  switch (action.kind) {
    case 'commitment':
      return commitmentRequest(action as Parameters<typeof commitmentRequest>[0]);
    case 'complete':
    case 'favorite':
      return progressRequest(action as Parameters<typeof progressRequest>[0]);
    case 'note':
      return noteRequest(action as Parameters<typeof noteRequest>[0]);
    case 'journey-step':
      return journeyStepRequest(action as Parameters<typeof journeyStepRequest>[0]);
    default:
      return null;
  }
}
