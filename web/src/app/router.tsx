import { Navigate, createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { Shell } from './Shell.tsx';
import { TranscriptPage } from '../features/transcript/TranscriptPage.tsx';
import { UploadPage } from '../features/upload/UploadPage.tsx';
import { SetupPage } from '../features/account/SetupPage.tsx';
import { SignInPage } from '../features/account/SignInPage.tsx';
import { LinkPage } from '../features/account/LinkPage.tsx';
import { VoicesPage } from '../features/voices/VoicesPage.tsx';
import { ReviewPage } from '../features/review/ReviewPage.tsx';
import { PeoplePage } from '../features/people/PeoplePage.tsx';
import { PseudonymsPage } from '../features/pseudonyms/PseudonymsPage.tsx';
import { SettingsPage } from '../features/transcript/settings/SettingsPage.tsx';
import { QuotesPage } from '../features/quotes/QuotesPage.tsx';
import { MakeClipButton } from '../features/clips/MakeClipButton.tsx';
import { MakeClipOfHighlightButton } from '../features/clips/MakeClipOfHighlightButton.tsx';
import { HighlightActionsContext, WordsActionsContext } from '../components/words-actions.tsx';

/** What the editor offers on selected words, and on a highlight, beyond its own tools. */
const WORDS_ACTIONS = [MakeClipButton];
const HIGHLIGHT_ACTIONS = [MakeClipOfHighlightButton];

export const routes: RouteObject[] = [
  // Without the shell: its sidebar lists transcripts, which someone not signed in may not read.
  { path: '/signin', element: <SignInPage /> },
  { path: '/setup', element: <SetupPage /> },
  { path: '/invitation', element: <LinkPage kind="invitation" /> },
  { path: '/reset-password', element: <LinkPage kind="reset" /> },
  // A review link's reading page: one transcript, nothing else of the library.
  { path: '/review/:id', element: <ReviewPage /> },
  {
    element: <Shell />,
    children: [
      { path: '/', element: <UploadPage /> },
      {
        path: '/transcript/:id',
        element: (
          <WordsActionsContext.Provider value={WORDS_ACTIONS}>
            <HighlightActionsContext.Provider value={HIGHLIGHT_ACTIONS}>
              <TranscriptPage />
            </HighlightActionsContext.Provider>
          </WordsActionsContext.Provider>
        ),
      },
      { path: '/voices', element: <VoicesPage /> },
      { path: '/quotes', element: <QuotesPage /> },
      { path: '/people', element: <PeoplePage /> },
      { path: '/pseudonyms', element: <PseudonymsPage /> },
      { path: '/settings', element: <SettingsPage /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

/** The same routes without a browser address bar, for component tests. */
export const createTestRouter = (path: string) => createMemoryRouter(routes, { initialEntries: [path] });
