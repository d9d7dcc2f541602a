import { register } from './register';

/** A save of the canvas as it was at `revision` went through. */
export interface SavedAction {
  type: 'saved';
  revision: number;
}

export const actionSaved = register<SavedAction>({
  // Only clean when nothing changed since the save started.
  perform: (state, action) => (action.revision === state.revision ? { ...state, dirty: false } : state),
});
