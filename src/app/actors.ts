import { createActorContext } from '@xstate/react';
import { createContext, useContext } from 'react';
import { gameMenuMachine } from '../../machines/gameMenu.machine';
import { localeMachine } from '../../machines/locale.machine';
import { noticeMachine } from '../../machines/notice.machine';
import { regionSelectMachine } from '../../machines/regionSelect.machine';
import { sessionMachine } from '../../machines/session.machine';
import { systemStatusMachine } from '../../machines/systemStatus.machine';
import { themeMachine } from '../../machines/theme.machine';
import { appLogic, type AppLogic } from './logic';

/** The machines (with their side effects) the app runs; tests supply fakes here. */
export const LogicContext = createContext<AppLogic>(appLogic);
export const useLogic = () => useContext(LogicContext);

// Actors shared by several views. Each Provider is given the logic from LogicContext.
export const SystemStatusActor = createActorContext(systemStatusMachine);
export const LocaleActor = createActorContext(localeMachine);
export const ThemeActor = createActorContext(themeMachine);
export const GameMenuActor = createActorContext(gameMenuMachine);
export const NoticeActor = createActorContext(noticeMachine);
export const RegionActor = createActorContext(regionSelectMachine);
export const SessionActor = createActorContext(sessionMachine);
