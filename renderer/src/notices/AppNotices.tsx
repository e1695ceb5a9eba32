import { problemsToShow } from '../store/problemsReducer';
import { useAppState, useDispatcher } from '../store/StoreContext';
import { Notices } from './Notices';
import { ProblemsNotice } from './ProblemsNotice';

/** What floats over the app: problems with its files, above the errors of actions. */
export function AppNotices() {
  const dispatcher = useDispatcher();
  const notices = useAppState((state) => state.notices);
  const problems = problemsToShow(useAppState((state) => state.problems));
  return (
    <Notices notices={notices} onDismiss={dispatcher.dismissNotice}>
      {problems.length > 0 && (
        <ProblemsNotice problems={problems} onDismiss={dispatcher.dismissProblems} />
      )}
    </Notices>
  );
}
